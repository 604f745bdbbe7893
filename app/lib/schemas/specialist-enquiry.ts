import "~/lib/zod-locale";
import { z } from "zod";
import { SPECIALIST_PLEAT_MODEL_IDS } from "~/lib/specialist-pleat-models";
import { contactEnquirySchema } from "./enquiry";

export const MODEL_REQUIRED_MESSAGE = "Wybierz model plisy z listy.";

/** The contact payload plus the specialist model it asks about, which must be one of the list. */
export const specialistEnquirySchema = contactEnquirySchema.extend({
  selectedModel: z.enum(SPECIALIST_PLEAT_MODEL_IDS, MODEL_REQUIRED_MESSAGE),
});
export type SpecialistEnquiry = z.infer<typeof specialistEnquirySchema>;
