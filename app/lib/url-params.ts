/**
 * Reading a configurator's form from the URL, shared by the configurators' URL modules. Every
 * reader is tolerant: a malformed value gives the fallback, never an error, because a shared link
 * may have been cut, edited or written by hand.
 */

/** A number as a number input can hold it; the pricing engine then says what is wrong with it (a fraction, 0, too big). */
export const NUMBER_PATTERN = /^\d{1,4}(?:\.\d{1,2})?$/;
/** Product codes of the catalogue (letters, digits, '-' and '_'). */
export const CODE_PATTERN = /^[\p{L}\p{N}_-]{1,40}$/u;
/** How a ticked box is written. */
export const FLAG_ON = "1";

/** The number as typed (a decimal comma read as a point), or the fallback. */
export function readNumberParam(params: URLSearchParams, name: string, fallback: string): string {
  const value = params.get(name)?.trim().replace(",", ".");
  return value && NUMBER_PATTERN.test(value) ? value : fallback;
}

/** A product code, or null. */
export function readCodeParam(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim() ?? "";
  return CODE_PATTERN.test(value) ? value : null;
}

export function readFlagParam(params: URLSearchParams, name: string): boolean {
  return params.get(name) === FLAG_ON;
}

/** The listed value whose text is `raw`, or undefined. */
export function oneOf<T extends string | number>(values: readonly T[], raw: string | null): T | undefined {
  return values.find((value) => String(value) === raw);
}
