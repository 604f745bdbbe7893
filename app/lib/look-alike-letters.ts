/**
 * Cyrillic and Greek letters that pass for a Latin letter in a Polish address, each with its Latin twin: a
 * reader sees 'Кlоnоwа' as 'Klonowa', a comparison does not. Taken from Unicode's confusables (UTS #39),
 * only the letters that look the same in print. Each case has its own twin: the capital is what the small
 * letter is a small capital of (Cyrillic 'н' is a small 'Н', so 'h'), and Greek 'Ν' is N but its small 'ν' a v.
 */
export const LOOK_ALIKE_LETTERS: Readonly<Record<string, string>> = {
  // Cyrillic
  А: "A",
  В: "B",
  Е: "E",
  І: "I",
  Ј: "J",
  К: "K",
  М: "M",
  Н: "H",
  О: "O",
  Р: "P",
  С: "C",
  Ѕ: "S",
  Т: "T",
  У: "Y",
  Х: "X",
  а: "a",
  в: "b",
  е: "e",
  і: "i",
  ј: "j",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  с: "c",
  ѕ: "s",
  т: "t",
  у: "y",
  х: "x",
  һ: "h",
  ԁ: "d",
  ԛ: "q",
  ԝ: "w",
  // Greek
  Α: "A",
  Β: "B",
  Ε: "E",
  Ζ: "Z",
  Η: "H",
  Ι: "I",
  Κ: "K",
  Μ: "M",
  Ν: "N",
  Ο: "O",
  Ρ: "P",
  Τ: "T",
  Υ: "Y",
  Χ: "X",
  α: "a",
  ι: "i",
  κ: "k",
  ν: "v",
  ο: "o",
  ρ: "p",
  υ: "u",
  χ: "x",
};

const LOOK_ALIKE = new RegExp(`[${Object.keys(LOOK_ALIKE_LETTERS).join("")}]`, "gu");

/** The text with each look-alike letter replaced by its Latin twin; every other character as it was. */
export function withLatinTwins(text: string): string {
  return text.replace(LOOK_ALIKE, (letter) => LOOK_ALIKE_LETTERS[letter]!);
}
