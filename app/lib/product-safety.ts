import type { CartItem } from "~/lib/cart";
import type { ProductType } from "~/lib/cart-basics";
import { lineDimensions } from "~/lib/line-description";
import type { ScreenType } from "~/lib/screen-types";
import type { ManufacturerSettings } from "~/lib/shop-settings";

// Product safety information for distance sales (GPSR, Regulation (EU) 2023/988, art. 19): who made the product,
// what identifies it, and its warnings and care in Polish. Every product page shows it (the loaders build it, so
// the texts travel as the page's data and not in its JavaScript) and the order confirmation carries it per line.

/** What the shop sells, as far as safety goes: a fabric is only sold made up into a pleat. */
export const PRODUCT_KINDS = ["pleat", "pleatAccessory", "insectScreen"] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** A kind's safety text in parts (warnings, mounting and use, care), each with its heading, as pages and e-mails show them. */
export interface SafetyText {
  kind: ProductKind;
  /** Which products it is for, e.g. 'Plisy na wymiar'. */
  title: string;
  parts: readonly { label: string; sentences: readonly string[] }[];
}

function safetyText(kind: ProductKind, title: string, sentences: { warnings: string[]; use: string[]; care: string[] }): SafetyText {
  return {
    kind,
    title,
    parts: [
      { label: "Ostrzeżenia i bezpieczeństwo", sentences: sentences.warnings },
      { label: "Montaż i użytkowanie", sentences: sentences.use },
      { label: "Pielęgnacja", sentences: sentences.care },
    ],
  };
}

/** The cord warning of EN 13120 and EN 16433 (internal blinds and their child safety), in the shop's words. */
const CORD_WARNINGS = [
  "OSTRZEŻENIE: małe dzieci mogą się udusić pętlami linek, łańcuszków i taśm oraz wewnętrznymi linkami, którymi porusza się plisę. Mogą też owinąć linkę wokół szyi.",
  "Aby uniknąć uduszenia i zaplątania, trzymaj linki poza zasięgiem małych dzieci. Odsuń łóżka, łóżeczka dziecięce i meble od okna z plisą, żeby dziecko nie mogło się po nich wspiąć do linek.",
  "Nie wiąż linek ze sobą. Sprawdzaj, czy linki się nie skręcają i nie tworzą pętli.",
];

export const SAFETY_TEXTS: Readonly<Record<ProductKind, SafetyText>> = {
  pleat: safetyText("pleat", "Plisy na wymiar", {
    warnings: [
      ...CORD_WARNINGS,
      "Linki plisy są stale napięte między jej mocowaniami (urządzenie napinające). Po montażu sprawdź, że są napięte i nie da się z nich wyciągnąć pętli. Nie używaj plisy z poluzowaną, zerwaną lub odczepioną linką: napraw ją według instrukcji albo napisz do nas.",
      "Nie montuj plisy tuż przy otwartym ogniu ani przy źródłach silnego ciepła (kominek, grzejnik elektryczny, mocna lampa): tkanina jest palna.",
    ],
    use: [
      "Montuj plisę według instrukcji dołączonej do zamówienia, na mocowaniach z zestawu. Przed pierwszym użyciem sprawdź, czy uchwyty trzymają pewnie, a plisa przesuwa się swobodnie na całej wysokości.",
      "Przesuwaj plisę za uchwyty profili, spokojnie i bez szarpania. Nie ciągnij za tkaninę ani za linki, nie wieszaj niczego na plisie.",
      "Przy pracy na wysokości stój na stabilnym podeście i nie wychylaj się przez okno.",
    ],
    care: [
      "Kurz usuwaj regularnie miękką szczotką, suchą ściereczką z mikrofibry albo odkurzaczem z końcówką ze szczotką, na najmniejszej mocy.",
      "Plamy czyść punktowo wilgotną ściereczką z letnią wodą i łagodnym środkiem do tkanin, o ile tkanina na to pozwala (zapytaj nas, jeśli nie wiesz). Nie trzyj, nie pierz w pralce, nie wybielaj, nie prasuj i nie czyść chemicznie: tkanina straciłaby plisowanie.",
      "Wilgotną plisę (np. od pary wodnej lub skroplin na szybie) zostaw rozłożoną, aż wyschnie; złożona na mokro może się odkształcić lub zaplamić. Profile przecieraj wilgotną ściereczką.",
    ],
  }),
  pleatAccessory: safetyText("pleatAccessory", "Dodatki do plis", {
    warnings: [
      "Drobne części (kostki i uchwyty montażowe, kątowniki, dystanse, wkręty, zaślepki) małe dziecko może połknąć: przechowuj je i montuj poza zasięgiem dzieci. Folie i woreczki z opakowania to nie zabawka.",
      "Żyłki prowadzenia żyłkowego muszą być napięte i zamocowane na obu końcach: luźna żyłka tworzy pętlę niebezpieczną dla dzieci.",
      "Rączkę (drążek do przesuwania plisy) odkładaj poza zasięg dzieci i nie używaj jej do innych celów.",
    ],
    use: [
      "Montuj dodatki razem z plisą, według instrukcji dołączonej do zamówienia, tylko do tego, do czego są przeznaczone. Prowadnice i kątowniki przykręcaj wkrętami z zestawu.",
      "Po założeniu uchwytów montowanych bez wiercenia sprawdź, czy okno domyka się bez oporu, a uchwyty nie przesuwają się na skrzydle.",
    ],
    care: ["Dodatki przecieraj suchą lub lekko wilgotną ściereczką. Nie używaj rozpuszczalników ani środków ściernych."],
  }),
  insectScreen: safetyText("insectScreen", "Moskitiery na wymiar", {
    warnings: [
      "Moskitiera chroni przed owadami. Nie zabezpiecza przed wypadnięciem z okna ani przez drzwi balkonowe: nie opieraj się o nią i nie pozwól, by opierały się o nią dzieci lub zwierzęta.",
      "Nie zostawiaj małych dzieci bez opieki przy otwartym oknie z moskitierą i nie stawiaj pod nim mebli, po których dziecko mogłoby się wspiąć. Moskitiera nie zatrzyma też kota ani psa.",
      "Moskitierę okienną zaczepioną na haczykach przy silnym wietrze zdejmij albo zamknij okno. Zamykając moskitierę drzwiową, uważaj na palce przy zawiasach; zamknięcie magnetyczne to nie zamek.",
    ],
    use: [
      "Montuj moskitierę według instrukcji dołączonej do zamówienia. Moskitierę okienną zaczep haczykami o ramę okna i sprawdź, czy trzyma pewnie z każdej strony; moskitierę drzwiową przykręć do ościeżnicy wkrętami z zestawu.",
      "Moskitierę okienną zakładaj i zdejmuj od wewnątrz, najlepiej we dwie osoby, i nie wychylaj się przy tym przez okno.",
    ],
    care: [
      "Siatkę odkurzaj miękką szczotką albo myj letnią wodą z łagodnym detergentem i miękką gąbką, bez naciskania; spłucz czystą wodą i zostaw do wyschnięcia. Ramę przecieraj wilgotną ściereczką.",
      "Nie używaj rozpuszczalników, środków ściernych ani myjki ciśnieniowej. Zdjętą na zimę moskitierę przechowuj w suchym miejscu tak, by nic nie naciskało na siatkę.",
    ],
  }),
};

/** What identifies the product on offer: its kind and codes, e.g. 'Tkanina: Basic 102, kod PL-102'. */
export interface ProductIdentifier {
  kind: ProductKind;
  product: string;
  details: readonly { label: string; value: string }[];
}

/** The manufacturer as the product pages and e-mails name it. */
export interface Manufacturer {
  name: string;
  address: string;
  email: string;
  /** Only for a manufacturer outside the EU. */
  euResponsiblePerson: string | null;
}

/** What a product page shows in its safety section. */
export interface ProductSafetyInfo {
  manufacturer: Manufacturer;
  products: readonly ProductIdentifier[];
  /** The texts of the products' kinds, each once. */
  texts: readonly SafetyText[];
}

export function manufacturerOf(settings: ManufacturerSettings): Manufacturer {
  return {
    name: settings.manufacturerName,
    address: settings.manufacturerAddress,
    email: settings.manufacturerEmail,
    euResponsiblePerson: settings.euResponsiblePerson || null,
  };
}

/** The texts of the products' kinds, each once, pleats and their accessories before screens. */
export function safetyTexts(products: readonly Pick<ProductIdentifier, "kind">[]): SafetyText[] {
  return PRODUCT_KINDS.filter((kind) => products.some((product) => product.kind === kind)).map((kind) => SAFETY_TEXTS[kind]);
}

export function productSafetyInfo(settings: ManufacturerSettings, products: readonly ProductIdentifier[]): ProductSafetyInfo {
  return { manufacturer: manufacturerOf(settings), products, texts: safetyTexts(products) };
}

const SCREEN_PRODUCTS: Record<ScreenType, string> = { okienne: "Moskitiera okienna na wymiar", drzwiowe: "Moskitiera drzwiowa na wymiar" };
const PLEAT_PRODUCT = "Plisa na wymiar";

/** 'Profil: P-01' for one code, 'Profile: P-01, P-02' for more; nothing for none. */
function codes(singular: string, plural: string, values: readonly string[]) {
  return values.length === 0 ? [] : [{ label: values.length === 1 ? singular : plural, value: values.join(", ") }];
}

const fabricText = (fabric: { code: string; name: string }) => (fabric.name && fabric.name !== fabric.code ? `${fabric.name}, kod ${fabric.code}` : `kod ${fabric.code}`);

/** The fabric page: a pleat of this fabric, on one of the profiles offered. */
export function pleatOfFabric(fabric: { code: string; name: string }, profileCodes: readonly string[]): ProductIdentifier {
  return { kind: "pleat", product: PLEAT_PRODUCT, details: [{ label: "Tkanina", value: fabricText(fabric) }, ...codes("Profil", "Profile", profileCodes)] };
}

export function pleatProfiles(profileCodes: readonly string[]): ProductIdentifier {
  return { kind: "pleat", product: PLEAT_PRODUCT, details: codes("Profil", "Profile", profileCodes) };
}

/** Accessories have no codes of their own: their names identify them. */
export function pleatAccessories(names: readonly string[]): ProductIdentifier {
  return { kind: "pleatAccessory", product: "Dodatki do plis", details: codes("Dodatek", "Dodatki", names) };
}

export function insectScreen(type: ScreenType, profileCodes: readonly string[], meshCodes: readonly string[] = []): ProductIdentifier {
  return { kind: "insectScreen", product: SCREEN_PRODUCTS[type], details: [...codes("Profil", "Profile", profileCodes), ...codes("Siatka", "Siatki", meshCodes)] };
}

export function insectScreenMeshes(meshCodes: readonly string[]): ProductIdentifier {
  return { kind: "insectScreen", product: "Siatka do moskitiery na wymiar", details: codes("Siatka", "Siatki", meshCodes) };
}

/** An order line as stored: its configuration, or only its columns when that no longer reads as a cart line. */
export interface IdentifiedLine {
  productType: ProductType;
  fabricCode: string | null;
  profileCode: string | null;
  widthCm: number;
  heightCm: number;
  configuration: CartItem | null;
}

/** One line of an order: the product, its fabric, profile or mesh code and its dimensions. */
export function orderLineIdentifier(line: IdentifiedLine): ProductIdentifier {
  const item = line.configuration;
  const dimensions = { label: "Wymiary", value: lineDimensions(item ?? { width: line.widthCm, height: line.heightCm }) };
  if (line.productType === "plisy") {
    const fabric = item?.productType === "plisy" ? { code: item.fabricCode, name: item.fabricName } : line.fabricCode ? { code: line.fabricCode, name: "" } : null;
    return {
      kind: "pleat",
      product: PLEAT_PRODUCT,
      details: [...(fabric ? [{ label: "Tkanina", value: fabricText(fabric) }] : []), ...codes("Profil", "Profile", line.profileCode ? [line.profileCode] : []), dimensions],
    };
  }
  const screen = item?.productType === "moskitiery" ? item : null;
  return {
    kind: "insectScreen",
    product: screen ? SCREEN_PRODUCTS[screen.mosquitoType] : "Moskitiera na wymiar",
    details: [...codes("Profil", "Profile", line.profileCode ? [line.profileCode] : []), ...codes("Siatka", "Siatki", screen ? [screen.meshColor] : []), dimensions],
  };
}

/** A pleat line with any accessory (guides, spacers, angles, handles, line guides, mounting without drilling); an unreadable one may have them. */
function hasAccessories(line: IdentifiedLine): boolean {
  const item = line.configuration;
  if (line.productType !== "plisy") return false;
  if (item?.productType !== "plisy") return true;
  return (
    item.selectedProwadnice.length > 0 ||
    item.bezinwazyjne ||
    item.dystansPlisy ||
    item.prowadzenieZylkowePlisy ||
    item.katownikPCVPlisy ||
    item.katownikMetalowyPlisy ||
    item.katownikJuzKonPCV ||
    item.raczkaPlisy
  );
}

/** The order confirmation's safety information: each line's identifier, and the texts of their kinds (and accessories) once. */
export function orderSafetyInfo(settings: ManufacturerSettings, lines: readonly IdentifiedLine[]): ProductSafetyInfo {
  const products = lines.map(orderLineIdentifier);
  const withAccessories = lines.some(hasAccessories) ? [...products, { kind: "pleatAccessory" as const }] : products;
  return { manufacturer: manufacturerOf(settings), products, texts: safetyTexts(withAccessories) };
}

/** 'Plisa na wymiar – tkanina: Basic 102, kod PL-102; profil: P-01; wymiary: 100 × 150 cm', for e-mails. */
export function identifierText({ product, details }: ProductIdentifier): string {
  if (details.length === 0) return product;
  return `${product} – ${details.map(({ label, value }) => `${label.toLowerCase()}: ${value}`).join("; ")}`;
}

/** 'Plisy Na Wymiar Jan Kowalski, ul. Przykładowa 12, 00-950 Warszawa, e-mail: …', for e-mails. */
export function manufacturerText({ name, address, email }: Manufacturer): string {
  return `${name}, ${address}, e-mail: ${email}`;
}
