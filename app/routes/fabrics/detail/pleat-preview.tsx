import { pleatPreview, type PleatPreviewInput } from "~/lib/product-preview-pleat";
import type { PleatFormState } from "~/lib/pleat-configuration-url";
import { PreviewCard, useDrawnSize } from "~/components/preview/preview-svg";

/** The pleat configurator's live drawing of the blind being configured, from the form as typed. */
export function PleatPreview({ form, fabric, profileColour }: { form: PleatFormState; fabric: PleatPreviewInput["fabric"]; profileColour: string | null }) {
  const size = useDrawnSize(form, "pleat");
  return <PreviewCard drawing={pleatPreview({ size, fabric, profileColour, mounting: form.mounting, guide: form.guide, handle: form.handle })} />;
}
