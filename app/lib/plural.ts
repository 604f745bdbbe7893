// Polish plurals: the noun after a number takes one of three forms, by Intl.PluralRules("pl"):
// 1 zamówienie; 2–4, 22–24, 32–34… zamówienia; 0, 5–21, 25–31… zamówień. A fraction takes the second
// ('1,5 minuty'). One helper, so no count anywhere reads '1 zamówień' or '22 zamówień'. Each noun's forms are
// declared beside the sentences that count it (in the case they need), so a page's scripts carry only its own;
// this module is in every page's shell (vite.config.ts).

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
