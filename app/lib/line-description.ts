import type { CartItem } from "~/lib/cart";
import { GUIDE_IDS } from "~/lib/pricing";

/** How a cart or order line reads for a person: the cart, the order pages, the e-mails and the export say the same. */
export interface LineDescription {
  title: string;
  details: string[];
}

const guideNames: Record<number, string> = {
  [GUIDE_IDS.anodised]: "anodowane",
  [GUIDE_IDS.white]: "białe",
  [GUIDE_IDS.pine]: "sosna",
};

const meshNames = { szara: "szara", biala: "biała" } as const;
const doorSideNames = { prawa: "prawa (P)", lewa: "lewa (L)" } as const;

const withCount = (label: string, count: number) => (count > 1 ? `${label} × ${count}` : label);

export function describeLine(item: CartItem): LineDescription {
  const size = `Wymiary: ${item.width} × ${item.height} cm`;
  if (item.productType === "plisy") {
    const guide = item.selectedProwadnice[0];
    const details = [
      size,
      `Profil: ${item.profileCode ?? "standardowy"}`,
      `Montaż: ${item.installationType}`,
      guide ? `Prowadnice: ${guideNames[guide]} × ${item.prowadnicaQuantity}` : "Prowadnice: brak",
    ];
    if (item.dystansPlisy) details.push("Dystanse");
    if (item.prowadzenieZylkowePlisy) details.push("Prowadzenie żyłkowe");
    if (item.katownikPCVPlisy) details.push("Kątownik PCV");
    if (item.katownikMetalowyPlisy) details.push("Kątownik metalowy");
    if (item.katownikJuzKonPCV) details.push(withCount("Kątownik Juz-Kon PCV", item.katownikJuzKonQuantity));
    if (item.raczkaPlisy) details.push(`Rączka × ${item.raczkaQuantityPlisy} na plisę`);
    return { title: `Plisa ${item.fabricName} (${item.fabricCode})`, details };
  }

  const isDoor = item.mosquitoType === "drzwiowe";
  const details = [size, `Profil: ${item.profileCode}`, `Siatka: ${meshNames[item.meshColor]}`];
  if (isDoor && item.doorSide) details.push(`Strona zawiasów: ${doorSideNames[item.doorSide]}`);
  if (!isDoor && item.szerokoscHaczyka) details.push(`Szerokość haczyka: ${item.szerokoscHaczyka} mm`);
  if (item.szczotkaUszczelniajaca) details.push("Szczotka uszczelniająca");
  if (item.narozniki) details.push("Narożniki");
  const extraDimensions = (["C", "D", "E", "F"] as const).flatMap((letter) => {
    const value = item[`wymiar${letter}`];
    return value ? [`${letter}: ${value} cm`] : [];
  });
  if (extraDimensions.length) details.push(`Wymiary dodatkowe: ${extraDimensions.join(", ")}`);
  if (item.dodatkowaRozpora) details.push(`Dodatkowa rozpora, wymiar G: ${item.wymiarG} cm`);
  return { title: `Moskitiera ${isDoor ? "drzwiowa" : "okienna"}`, details };
}
