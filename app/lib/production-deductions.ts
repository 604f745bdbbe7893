// The workshop's deductions (/admin-settings, 'Produkcja: potrącenia'): by how many millimetres each part the
// workshop cuts is shorter than the size the customer ordered, per product kind. Kept with the shop's settings
// (app/lib/shop-settings.ts); the cut sizes are computed from them in app/lib/production.ts.

/** Whole millimetres taken off the ordered width or height. */
export interface ProductionDeductions {
  /** Pleats: the fabric's width and height, the top and bottom profiles (from the width), each guide (from the height). */
  pleatFabricWidthDeduction: number;
  pleatFabricHeightDeduction: number;
  pleatTopProfileDeduction: number;
  pleatBottomProfileDeduction: number;
  pleatGuideDeduction: number;
  /** Window screens: the frame's horizontal bars (from the width) and stiles (from the height), the mesh's width and height. */
  windowFrameWidthDeduction: number;
  windowFrameHeightDeduction: number;
  windowMeshWidthDeduction: number;
  windowMeshHeightDeduction: number;
  /** Door screens: likewise; the crossbar and the extra brace sit between the stiles, so they are cut as the horizontal bars. */
  doorFrameWidthDeduction: number;
  doorFrameHeightDeduction: number;
  doorMeshWidthDeduction: number;
  doorMeshHeightDeduction: number;
}
export type DeductionName = keyof ProductionDeductions;

/** A deduction is at most this: the smallest product (20 cm) still leaves 5 cm of every part. */
export const MAX_DEDUCTION_MM = 150;

/** What a new shop starts from; the owner sets the workshop's own figures in /admin-settings. */
export const DEFAULT_DEDUCTIONS: ProductionDeductions = {
  pleatFabricWidthDeduction: 4,
  pleatFabricHeightDeduction: 35,
  pleatTopProfileDeduction: 2,
  pleatBottomProfileDeduction: 2,
  pleatGuideDeduction: 5,
  windowFrameWidthDeduction: 40,
  windowFrameHeightDeduction: 40,
  windowMeshWidthDeduction: 30,
  windowMeshHeightDeduction: 30,
  doorFrameWidthDeduction: 90,
  doorFrameHeightDeduction: 10,
  doorMeshWidthDeduction: 60,
  doorMeshHeightDeduction: 40,
};

export const DEDUCTION_NAMES = Object.keys(DEFAULT_DEDUCTIONS) as DeductionName[];

export const isDeduction = (name: string): name is DeductionName => (DEDUCTION_NAMES as string[]).includes(name);

/** The settings page's section of them, in the form's order. */
export const DEDUCTION_SECTION = {
  title: "Produkcja: potrącenia przy cięciu (mm)",
  lead: "O tyle milimetrów element cięty w pracowni jest krótszy od wymiaru zamówionego przez klienta; karty produkcyjne liczą z nich wymiary cięcia.",
  fields: [
    { name: "pleatFabricWidthDeduction", label: "Plisa – tkanina, od szerokości" },
    { name: "pleatFabricHeightDeduction", label: "Plisa – tkanina, od wysokości" },
    { name: "pleatTopProfileDeduction", label: "Plisa – profil górny, od szerokości" },
    { name: "pleatBottomProfileDeduction", label: "Plisa – profil dolny, od szerokości" },
    { name: "pleatGuideDeduction", label: "Plisa – prowadnice, od wysokości" },
    { name: "windowFrameWidthDeduction", label: "Moskitiera okienna – rama pozioma, od szerokości" },
    { name: "windowFrameHeightDeduction", label: "Moskitiera okienna – rama pionowa, od wysokości" },
    { name: "windowMeshWidthDeduction", label: "Moskitiera okienna – siatka, od szerokości" },
    { name: "windowMeshHeightDeduction", label: "Moskitiera okienna – siatka, od wysokości" },
    { name: "doorFrameWidthDeduction", label: "Moskitiera drzwiowa – rama pozioma i poprzeczki, od szerokości" },
    { name: "doorFrameHeightDeduction", label: "Moskitiera drzwiowa – rama pionowa, od wysokości" },
    { name: "doorMeshWidthDeduction", label: "Moskitiera drzwiowa – siatka, od szerokości" },
    { name: "doorMeshHeightDeduction", label: "Moskitiera drzwiowa – siatka, od wysokości" },
  ],
} as const satisfies { title: string; lead: string; fields: readonly { name: DeductionName; label: string }[] };

/** Just the deductions of the settings, for a page that needs no other setting. */
export function deductionsOf(settings: ProductionDeductions): ProductionDeductions {
  return Object.fromEntries(DEDUCTION_NAMES.map((name) => [name, settings[name]])) as unknown as ProductionDeductions;
}
