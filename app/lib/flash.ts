import { z } from "zod";

/** A toast carried across a redirect (signed in, signed out, order cancelled…). */
export const flashSchema = z.object({ type: z.enum(["success", "error", "info"]), text: z.string().min(1).max(300) });
export type Flash = z.infer<typeof flashSchema>;
