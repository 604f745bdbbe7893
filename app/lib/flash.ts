import "~/lib/zod-locale";
import { z } from "zod";

/** A toast carried across a redirect (signed in, signed out, order cancelled…). */
export const flashSchema = z.object({
  type: z.enum(["success", "error", "info"]),
  text: z.string().min(1).max(300),
  /** Tells two flashes with the same text apart, so the second one shows too. */
  id: z.string().max(40).optional(),
});
export type Flash = z.infer<typeof flashSchema>;
