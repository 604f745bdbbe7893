import { describe, expect, it } from "vitest";
import { LOOK_ALIKE_LETTERS, withLatinTwins } from "~/lib/look-alike-letters";

describe("the table of look-alike letters", () => {
  it.each(Object.entries(LOOK_ALIKE_LETTERS))("%s is a Cyrillic or Greek letter whose twin %s is one Latin letter of the same case", (letter, latin) => {
    expect(letter).toMatch(/^[\p{Script=Cyrillic}\p{Script=Greek}]$/u);
    expect(latin).toMatch(/^[A-Za-z]$/);
    expect(letter === letter.toLowerCase()).toBe(latin === latin.toLowerCase());
  });

  it.each([
    // Cyrillic а е о р с х у і ј к м н т в, each as its twin.
    ["\u0430\u0435\u043e\u0440\u0441\u0445\u0443\u0456\u0458\u043a\u043c\u043d\u0442\u0432", "aeopcxyijkmhtb"],
    ["\u0410\u0412\u0415\u041a\u041c\u041d\u041e\u0420\u0421\u0422\u0423\u0425\u0406\u0408\u0405", "ABEKMHOPCTYXIJS"],
    ["\u0391\u0392\u0395\u0396\u0397\u0399\u039a\u039c\u039d\u039f\u03a1\u03a4\u03a5\u03a7", "ABEZHIKMNOPTYX"],
    // Greek small nu is a v, its capital an N.
    ["\u03bd\u039d", "vN"],
    ["\u041al\u043en\u043ew\u0430", "Klonowa"],
    // Latin text, Polish letters and letters with no Latin twin stay as they are.
    ["Łąkowa 5/2", "Łąkowa 5/2"],
    ["\u0436\u043b\u0434", "\u0436\u043b\u0434"],
  ])("%s reads %s", (text, latin) => {
    expect(withLatinTwins(text)).toBe(latin);
  });
});
