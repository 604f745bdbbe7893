import type { ShopEvent } from "~/lib/events";

// The complaint events' handlers (issue 47): written in the next step.

type Of<T extends ShopEvent["type"]> = Extract<ShopEvent, { type: T }>;

const notYet = (event: ShopEvent): Promise<void> => Promise.reject(new Error(`${event.type} not handled yet`));

export const complaintHandlers = {
  complaint_filed: (event: Of<"complaint_filed">, _env: Env) => notYet(event),
  complaint_message: (event: Of<"complaint_message">, _env: Env) => notYet(event),
  complaint_decided: (event: Of<"complaint_decided">, _env: Env) => notYet(event),
  complaint_reminder: (event: Of<"complaint_reminder">, _env: Env) => notYet(event),
};
