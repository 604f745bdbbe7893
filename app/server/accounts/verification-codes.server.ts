import type { CodeEvent } from "~/lib/events";
import { openText, sealText } from "../platform/worker-secret.server";

type SecretEnv = Pick<Env, "AUTH_SECRET">;

/** Authenticated with the sealed code: it opens only inside the event it was sealed for, not moved to another address. */
const sealContext = (event: Pick<CodeEvent, "id" | "email">) => `${event.id}:${event.email}`;

/** The event that e-mails a verification code, sealed under the worker's secret: nothing on the way holds it in clear. */
export async function verificationCodeEvent(env: SecretEnv, code: { email: string; code: string }): Promise<CodeEvent> {
  const event = { id: crypto.randomUUID(), type: "verification_code" as const, email: code.email };
  return { ...event, sealedCode: await sealText(env, "verification-code", code.code, sealContext(event)) };
}

/** The code of a verification_code event; throws (so the event is retried, then dead-lettered) when it does not open. */
export async function openVerificationCode(env: SecretEnv, event: CodeEvent): Promise<string> {
  let code: string;
  try {
    code = await openText(env, "verification-code", event.sealedCode, sealContext(event));
  } catch {
    throw new Error("the sealed code does not open: altered, or sealed under another AUTH_SECRET");
  }
  if (!/^\d{6}$/.test(code)) throw new Error("the sealed code is not a 6-digit code");
  return code;
}
