import type { ScreenType } from "~/lib/pricing";
import { screenPreview } from "~/lib/product-preview-screen";
import type { ScreenFormState } from "~/lib/screen-configuration-url";
import { PreviewCard, useDrawnSize } from "./preview-svg";

/** The screen configurator's live drawing of the screen being configured, from the form as typed. */
export function ScreenPreview({ type, form, profileColour }: { type: ScreenType; form: ScreenFormState; profileColour: string | null }) {
  const door = type === "drzwiowe";
  const size = useDrawnSize(form, type);
  const drawing = screenPreview({
    type,
    size,
    profileColour,
    meshColour: form.meshColor,
    doorSide: door ? form.doorSide : null,
    braceCm: door && form.extraBrace ? form.dimensionG : null,
    extra: door ? form.extraDimensions : {},
  });
  return <PreviewCard drawing={drawing} />;
}
