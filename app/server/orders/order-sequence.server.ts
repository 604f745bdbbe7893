// The server's side of the order-number Durable Object (workers/order-sequence.ts): how it is reached and what
// it answers. Here so app/server never imports workers/, which import it instead.

/** A number handed out for an idempotency key: `isNew` is false when the key already had it. */
export interface OrderNumberGrant {
  number: string;
  isNew: boolean;
}

/** The one instance ("global") that serialises every call, so the sequence has no duplicate. */
export function orderSequence(env: Pick<Env, "ORDER_SEQUENCE">) {
  return env.ORDER_SEQUENCE.get(env.ORDER_SEQUENCE.idFromName("global"));
}
