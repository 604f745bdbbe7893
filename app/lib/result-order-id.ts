import "~/lib/zod-locale";
import { z } from "zod";

// An order number or numeric id from the payment provider's return link; anything else is not shown.
const orderIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,40}$/);

/** The ?orderId= of the payment result pages, or null when absent or malformed. */
export function resultOrderId(request: Request): string | null {
  const parsed = orderIdSchema.safeParse(new URL(request.url).searchParams.get("orderId"));
  return parsed.success ? parsed.data : null;
}
