import { flashSchema, type Flash } from "~/lib/flash";
import { cookieName, isSecureDeployment } from "../accounts/auth.server";

export const FLASH_COOKIE = "komunikat";

function cookie(env: Pick<Env, "SHOP_PUBLIC_URL">, value: string, maxAge: number): string {
  const secure = isSecureDeployment(env) ? "; Secure" : "";
  return `${cookieName(env, FLASH_COOKIE)}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/** The Set-Cookie that makes the next page show this toast. */
export function flashHeader(env: Pick<Env, "SHOP_PUBLIC_URL">, flash: Omit<Flash, "id">): string {
  return cookie(env, encodeURIComponent(JSON.stringify({ ...flash, id: crypto.randomUUID() })), 60);
}

/** The toast this request carries, and the Set-Cookie that clears it so it shows once. */
export function takeFlash(env: Pick<Env, "SHOP_PUBLIC_URL">, request: Request): { flash: Flash | null; clear: string | null } {
  const name = cookieName(env, FLASH_COOKIE);
  const raw = request.headers
    .get("Cookie")
    ?.split(/;\s*/)
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  if (raw === undefined) return { flash: null, clear: null };
  let flash: Flash | null = null;
  try {
    const parsed = flashSchema.safeParse(JSON.parse(decodeURIComponent(raw)));
    flash = parsed.success ? parsed.data : null;
  } catch {
    // A mangled cookie shows nothing; it is cleared all the same.
  }
  return { flash, clear: cookie(env, "", 0) };
}
