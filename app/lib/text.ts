/**
 * What a one-line field (a name, a subject, an address line) may not hold: NUL and the other control
 * characters, line and paragraph separators, and the bidirectional overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069) that make text display in another order than it is stored, e.g.
 * a name that reads as something else in the back-office or an e-mail.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const LINE_BREAKS_AND_CONTROLS = /[\u0000-\u001f\u007f\u2028\u2029]+/g;

/** The text on one line: bidi controls removed, line breaks and other controls become a space, trimmed. */
export function singleLine(value: string): string {
  return value.replace(BIDI_CONTROLS, "").replace(LINE_BREAKS_AND_CONTROLS, " ").trim();
}
