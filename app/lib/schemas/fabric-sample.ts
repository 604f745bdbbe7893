import "~/lib/zod-locale";
import { z } from "zod";
import { REQUIRED_FIELDS_MESSAGE } from "~/lib/forms";
import { chosenSampleCodes, MAX_SAMPLE_FABRICS, SAMPLE_TEXTS } from "~/lib/fabric-samples";
import { postalCodeField } from "./account";
import { emailField, requiredLine } from "./enquiry";

export const PRIVACY_CONSENT_MESSAGE = "Proszę zaakceptować politykę prywatności";

/** The chosen fabrics' codes: each once, at least one, at most MAX_SAMPLE_FABRICS. */
export const sampleFabricCodes = z
  .array(z.string().max(40, SAMPLE_TEXTS.tooMany), SAMPLE_TEXTS.noFabric)
  .transform(chosenSampleCodes)
  .pipe(z.array(z.string()).min(1, SAMPLE_TEXTS.noFabric).max(MAX_SAMPLE_FABRICS, SAMPLE_TEXTS.tooMany));

/** A request for free fabric samples: the fabrics, where to post them, whom to confirm it to, and the privacy consent. */
export const sampleRequestSchema = z.object({
  fabrics: sampleFabricCodes,
  name: requiredLine(120),
  street: requiredLine(120),
  // A field missing from the request altogether reads like an empty one.
  postalCode: z.string(REQUIRED_FIELDS_MESSAGE).pipe(postalCodeField),
  city: requiredLine(80),
  email: emailField,
  // A ticked box posts "on"; an unticked one posts nothing.
  consent: z.literal("on", PRIVACY_CONSENT_MESSAGE),
});
export type SampleRequestInput = z.infer<typeof sampleRequestSchema>;
