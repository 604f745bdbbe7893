// Polish plurals: the noun after a number takes one of three forms, by Intl.PluralRules("pl"):
// 1 zamówienie; 2–4, 22–24, 32–34… zamówienia; 0, 5–21, 25–31… zamówień. A fraction takes the second
// ('1,5 minuty'). One helper, so no count anywhere reads '1 zamówień' or '22 zamówień'.

const rules = new Intl.PluralRules("pl");

/** A noun's forms after a number, in the case the sentence needs: one, few (2–4), many (5–21, 0). */
export type NounForms = readonly [one: string, few: string, many: string];

/** The form of `forms` a count of `n` takes. */
export function pluralForm(n: number, [one, few, many]: NounForms): string {
  const category = rules.select(n);
  return category === "one" ? one : category === "few" || category === "other" ? few : many;
}

/** The count with its noun: '1 zamówienie', '3 zamówienia', '5 zamówień'. */
export function countOf(n: number, forms: NounForms): string {
  return `${n} ${pluralForm(n, forms)}`;
}

// The nouns the shop counts, each in the case its sentences use it: one export each, so a page bundles only its own.
/** 'Usunięto 5 zamówień', 'najwyżej 2 zamówienia próbek'. */
export const ORDERS: NounForms = ["zamówienie", "zamówienia", "zamówień"];
/** After 'z': 'z 1 zamówienia', 'z 3 zamówień'. */
export const ORDERS_AFTER_OF: NounForms = ["zamówienia", "zamówień", "zamówień"];
export const PRODUCTS: NounForms = ["produkt", "produkty", "produktów"];
/** Nominative: 'Koszyk jest pełny (50 pozycji)'. */
export const CART_LINES: NounForms = ["pozycja", "pozycje", "pozycji"];
/** Accusative: 'może zawierać najwyżej 50 pozycji'. */
export const CART_LINES_ACCUSATIVE: NounForms = ["pozycję", "pozycje", "pozycji"];
/** Accusative: 'Wybrano 3 tkaniny', 'Znaleziono 1 tkaninę'. */
export const FABRICS_ACCUSATIVE: NounForms = ["tkaninę", "tkaniny", "tkanin"];
/** Nominative: '1 tkanina', '3 tkaniny'. */
export const FABRICS: NounForms = ["tkanina", "tkaniny", "tkanin"];
/** After 'do': 'do 1 tkaniny', 'do 5 tkanin'. */
export const FABRICS_AFTER_UP_TO: NounForms = ["tkaniny", "tkanin", "tkanin"];
/** Accusative: 'najwyżej 3 próbki'. */
export const SAMPLES_ACCUSATIVE: NounForms = ["próbkę", "próbki", "próbek"];
/** 'Maksymalnie 254 znaki', 'ma dokładnie 4 znaki'. */
export const CHARACTERS: NounForms = ["znak", "znaki", "znaków"];
/** Accusative: 'za 1 minutę', 'przez 15 minut'. */
export const MINUTES_ACCUSATIVE: NounForms = ["minutę", "minuty", "minut"];
/** Accusative: 'przez 1 dzień', 'jest ważny 30 dni'. */
export const DAYS: NounForms = ["dzień", "dni", "dni"];
/** Genitive: 'w ciągu 1 dnia', 'w ciągu 30 dni'. */
export const DAYS_GENITIVE: NounForms = ["dnia", "dni", "dni"];
export const WORKING_DAYS: NounForms = ["dzień roboczy", "dni robocze", "dni roboczych"];
/** 'najwyżej 1 raz', 'najwyżej 3 razy'. */
export const TIMES: NounForms = ["raz", "razy", "razy"];
/** After 'do': 'do 1 sztuki', 'do 3 sztuk'. */
export const PIECES_AFTER_UP_TO: NounForms = ["sztuki", "sztuk", "sztuk"];
export const ROWS: NounForms = ["wiersz", "wiersze", "wierszy"];
