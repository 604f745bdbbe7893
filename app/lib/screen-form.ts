import type { ScreenExtras } from "~/lib/cart";
import { quoteScreen, SCREEN_MAX_SIZE_CM, type ScreenConfiguration, type ScreenProfilePrice, type ScreenQuote, type ScreenType } from "~/lib/pricing";
import type { MeasuringHint } from "~/lib/measuring-hints";
import { type ScreenHintField, screenHints } from "~/lib/measuring-hints-screen";
import { EXTRA_DIMENSIONS, type ExtraDimension } from "~/lib/pricing/constants";
import type { ScreenFormState } from "~/lib/screen-configuration-url";

// From the configurator's form (strings as typed) to the pricing engine and the cart line.

/** The spec gives no rule for C–F; like the screen itself they are whole centimetres up to 250. */
export const EXTRA_DIMENSION_MAX_CM = SCREEN_MAX_SIZE_CM;

function toNumber(value: string): number | null {
  return value.trim() === "" ? null : Number(value);
}

export function screenConfiguration(type: ScreenType, form: ScreenFormState): ScreenConfiguration {
  return {
    type,
    widthCm: toNumber(form.width),
    heightCm: toNumber(form.height),
    quantity: toNumber(form.quantity),
    hookWidthMm: form.hookWidthMm,
    sealingBrush: form.sealingBrush,
    doorSide: form.doorSide,
    extraBrace: form.extraBrace,
    dimensionGCm: toNumber(form.dimensionG),
  };
}

export function quoteScreenForm(type: ScreenType, form: ScreenFormState, profile: ScreenProfilePrice | null): ScreenQuote {
  return quoteScreen({ configuration: screenConfiguration(type, form), profile });
}

/** Messages for the optional door dimensions C–F: empty is fine, anything else is a whole number of cm from 1. */
export function extraDimensionErrors(type: ScreenType, form: ScreenFormState): Partial<Record<ExtraDimension, string>> {
  if (type !== "drzwiowe") return {};
  const errors: Partial<Record<ExtraDimension, string>> = {};
  for (const name of EXTRA_DIMENSIONS) {
    const value = toNumber(form.extraDimensions[name]);
    if (value !== null && !(Number.isInteger(value) && value >= 1 && value <= EXTRA_DIMENSION_MAX_CM)) {
      errors[name] = `Wymiar ${name.toUpperCase()} musi być liczbą całkowitą od 1 do ${EXTRA_DIMENSION_MAX_CM} cm.`;
    }
  }
  return errors;
}

/** The measuring assistant's hints for the form as typed (app/lib/measuring-hints.ts). */
export function screenFormHints(type: ScreenType, form: ScreenFormState): MeasuringHint<ScreenHintField>[] {
  const { c, d, e, f } = form.extraDimensions;
  return screenHints({
    type,
    widthCm: toNumber(form.width),
    heightCm: toNumber(form.height),
    extraDimensionsCm: { c: toNumber(c), d: toNumber(d), e: toNumber(e), f: toNumber(f) },
    extraBrace: form.extraBrace,
    dimensionGCm: toNumber(form.dimensionG),
  });
}

/** The cart line's fields the engine does not price; call it for a form without extraDimensionErrors. */
export function screenExtras(type: ScreenType, form: ScreenFormState): ScreenExtras {
  const door = type === "drzwiowe";
  const dimension = (name: ExtraDimension) => (door ? toNumber(form.extraDimensions[name]) : null);
  return {
    meshColor: form.meshColor,
    narozniki: !door && form.corners,
    wymiarC: dimension("c"),
    wymiarD: dimension("d"),
    wymiarE: dimension("e"),
    wymiarF: dimension("f"),
    // The spec's cart and order rows carry a dimension Z, but no form or drawing of it: always empty.
    wymiarZ: null,
  };
}
