import { describe, expect, it } from "vitest";
import type { CartItem } from "~/lib/cart";
import {
  type IdentifiedLine,
  identifierText,
  insectScreen,
  insectScreenMeshes,
  manufacturerOf,
  manufacturerText,
  orderLineIdentifier,
  orderSafetyInfo,
  PRODUCT_KINDS,
  pleatAccessories,
  pleatOfFabric,
  pleatProfiles,
  productSafetyInfo,
  SAFETY_TEXTS,
} from "~/lib/product-safety";
import { previewOrder, previewShop } from "../../emails/components/preview-data";

// The product safety information of GPSR art. 19: a text for every kind the shop sells, the identifiers pages and
// order lines are given, and the manufacturer from the settings.

const pleatLine: IdentifiedLine = previewOrder.lines[0]!;
const doorScreenLine: IdentifiedLine = previewOrder.lines[1]!;
const pleatItem = pleatLine.configuration as Extract<CartItem, { productType: "plisy" }>;
const screenItem = doorScreenLine.configuration as Extract<CartItem, { productType: "moskitiery" }>;
/** The preview's pleat without any accessory. */
const barePleat: Extract<CartItem, { productType: "plisy" }> = {
  ...pleatItem,
  selectedProwadnice: [],
  prowadnicaAnoda: false,
  dystansPlisy: false,
  raczkaPlisy: false,
  raczkaQuantityPlisy: 0,
};

describe("the safety texts", () => {
  it.each(PRODUCT_KINDS)("%s has a title and warnings, mounting and use, and care, each in sentences", (kind) => {
    const text = SAFETY_TEXTS[kind];
    expect(text.kind).toBe(kind);
    expect(text.title).not.toBe("");
    expect(text.parts.map((part) => part.label)).toEqual(["Ostrzeżenia i bezpieczeństwo", "Montaż i użytkowanie", "Pielęgnacja"]);
    for (const part of text.parts) {
      expect(part.sentences.length, part.label).toBeGreaterThan(0);
      for (const sentence of part.sentences) expect(sentence).toMatch(/^[A-ZŁŚŻ].{20,}[.!]$/s);
    }
  });

  it.each([
    ["pleat", ["udusić", "poza zasięgiem małych dzieci", "Nie wiąż linek", "urządzenie napinające", "kurz", "o ile tkanina na to pozwala"]],
    ["pleatAccessory", ["połknąć", "żyłka", "Rączkę"]],
    ["insectScreen", ["Nie zabezpiecza przed wypadnięciem z okna", "dzieci lub zwierzęta", "Siatkę odkurzaj"]],
  ] as const)("%s says what its risks call for", (kind, phrases) => {
    const all = SAFETY_TEXTS[kind].parts.flatMap((part) => part.sentences).join(" ");
    for (const phrase of phrases) expect(all.toLowerCase()).toContain(phrase.toLowerCase());
  });
});

describe("the identifiers of the product pages", () => {
  it.each([
    [
      "a fabric's page: the fabric and the profiles on offer",
      pleatOfFabric({ code: "PL-102", name: "Basic 102" }, ["P-01", "P-02"]),
      {
        kind: "pleat",
        product: "Plisa na wymiar",
        details: [
          { label: "Tkanina", value: "Basic 102, kod PL-102" },
          { label: "Profile", value: "P-01, P-02" },
        ],
      },
    ],
    [
      "a fabric's page with one profile",
      pleatOfFabric({ code: "PL-102", name: "Basic 102" }, ["P-01"]),
      {
        kind: "pleat",
        product: "Plisa na wymiar",
        details: [
          { label: "Tkanina", value: "Basic 102, kod PL-102" },
          { label: "Profil", value: "P-01" },
        ],
      },
    ],
    ["the pleat profiles", pleatProfiles(["P-01", "P-02", "P-03"]), { kind: "pleat", product: "Plisa na wymiar", details: [{ label: "Profile", value: "P-01, P-02, P-03" }] }],
    ["no profiles at all", pleatProfiles([]), { kind: "pleat", product: "Plisa na wymiar", details: [] }],
    [
      "the accessories, by name",
      pleatAccessories(["Dystanse", "Prowadnica biała"]),
      { kind: "pleatAccessory", product: "Dodatki do plis", details: [{ label: "Dodatki", value: "Dystanse, Prowadnica biała" }] },
    ],
    [
      "a window screen's configurator: its profiles and meshes",
      insectScreen("okienne", ["MO-25", "MO-32"], ["szara", "biala"]),
      {
        kind: "insectScreen",
        product: "Moskitiera okienna na wymiar",
        details: [
          { label: "Profile", value: "MO-25, MO-32" },
          { label: "Siatki", value: "szara, biala" },
        ],
      },
    ],
    [
      "a door screen's profile",
      insectScreen("drzwiowe", ["MD-40"]),
      { kind: "insectScreen", product: "Moskitiera drzwiowa na wymiar", details: [{ label: "Profil", value: "MD-40" }] },
    ],
    ["the meshes", insectScreenMeshes(["szara"]), { kind: "insectScreen", product: "Siatka do moskitiery na wymiar", details: [{ label: "Siatka", value: "szara" }] }],
  ])("%s", (_, identifier, expected) => {
    expect(identifier).toEqual(expected);
  });
});

describe("the identifier of an order line", () => {
  const unreadable = (line: IdentifiedLine): IdentifiedLine => ({ ...line, configuration: null });

  it.each([
    ["a pleat", pleatLine, "Plisa na wymiar – tkanina: Basic 102, kod PL-102; profil: P-01; wymiary: 100 × 150 cm"],
    ["a door screen", doorScreenLine, "Moskitiera drzwiowa na wymiar – profil: MD-40; siatka: szara; wymiary: 90 × 210 cm"],
    [
      "a window screen with a white mesh",
      { ...doorScreenLine, profileCode: "MO-25", configuration: { ...screenItem, mosquitoType: "okienne", meshColor: "biala", profileCode: "MO-25" } },
      "Moskitiera okienna na wymiar – profil: MO-25; siatka: biala; wymiary: 90 × 210 cm",
    ],
    [
      "a pleat without a profile",
      { ...pleatLine, profileCode: null, configuration: { ...pleatItem, profileCode: null } },
      "Plisa na wymiar – tkanina: Basic 102, kod PL-102; wymiary: 100 × 150 cm",
    ],
    // A configuration that no longer reads as a cart line: the line's own columns still identify it.
    ["a pleat whose configuration no longer reads", unreadable(pleatLine), "Plisa na wymiar – tkanina: kod PL-102; profil: P-01; wymiary: 100 × 150 cm"],
    ["a screen whose configuration no longer reads", unreadable(doorScreenLine), "Moskitiera na wymiar – profil: MD-40; wymiary: 90 × 210 cm"],
  ] as [string, IdentifiedLine, string][])("%s", (_, line, text) => {
    expect(identifierText(orderLineIdentifier(line))).toBe(text);
  });

  it("reads a product without details as its name alone", () => {
    expect(identifierText(pleatProfiles([]))).toBe("Plisa na wymiar");
  });
});

describe("the safety information of a page and of an order", () => {
  it("names the manufacturer from the settings, with the EU responsible person only when there is one", () => {
    expect(manufacturerOf(previewShop)).toEqual({
      name: previewShop.manufacturerName,
      address: previewShop.manufacturerAddress,
      email: previewShop.manufacturerEmail,
      euResponsiblePerson: null,
    });
    const abroad = { ...previewShop, manufacturerAddress: "1 Main Street, Leeds LS1 1AA, Wielka Brytania", euResponsiblePerson: "Rolety Import, ul. Portowa 2, 81-001 Gdynia" };
    expect(manufacturerOf(abroad).euResponsiblePerson).toBe("Rolety Import, ul. Portowa 2, 81-001 Gdynia");
    expect(manufacturerText(manufacturerOf(previewShop))).toBe("Plisy Na Wymiar Jan Kowalski, ul. Przykładowa 12, 00-950 Warszawa, e-mail: sklep@plisy-na-wymiar.example");
  });

  it("gives a page the texts of its products' kinds, each once, pleats and their accessories first", () => {
    const page = productSafetyInfo(previewShop, [insectScreenMeshes(["szara"]), pleatAccessories(["Dystanse"]), pleatProfiles(["P-01"]), pleatProfiles(["P-02"])]);
    expect(page.texts).toEqual([SAFETY_TEXTS.pleat, SAFETY_TEXTS.pleatAccessory, SAFETY_TEXTS.insectScreen]);
    expect(page.products).toHaveLength(4);
  });

  it.each([
    ["a pleat with accessories and a screen", [pleatLine, doorScreenLine], ["pleat", "pleatAccessory", "insectScreen"]],
    ["a pleat without accessories and a screen", [{ ...pleatLine, configuration: barePleat }, doorScreenLine], ["pleat", "insectScreen"]],
    ["two screens", [doorScreenLine, { ...doorScreenLine, position: 2 }], ["insectScreen"]],
    ["a pleat with a handle only", [{ ...pleatLine, configuration: { ...barePleat, raczkaPlisy: true, raczkaQuantityPlisy: 1 } }], ["pleat", "pleatAccessory"]],
    ["a pleat mounted without drilling", [{ ...pleatLine, configuration: { ...barePleat, bezinwazyjne: true } }], ["pleat", "pleatAccessory"]],
    // What it had is not known any more: the accessories' warnings too, rather than too little.
    ["a pleat whose configuration no longer reads", [{ ...pleatLine, configuration: null }], ["pleat", "pleatAccessory"]],
  ] as [string, IdentifiedLine[], string[]][])("an order of %s: each line identified, each kind's text once", (_, lines, kinds) => {
    const info = orderSafetyInfo(previewShop, lines);
    expect(info.products).toEqual(lines.map(orderLineIdentifier));
    expect(info.texts.map((text) => text.kind)).toEqual(kinds);
    expect(info.manufacturer.name).toBe(previewShop.manufacturerName);
  });
});
