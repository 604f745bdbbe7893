// A deployed shop must never run with a configuration that quietly weakens it: session cookies
// without Secure over plain http, or sessions signed with a guessable secret. A built worker asked
// for any host but loopback refuses to serve until the configuration is fixed. Serving the build
// locally (the browser tests, the benchmark) is loopback and unaffected.

/** Shorter secrets could be guessed or brute-forced offline from a signed cookie. */
export const MIN_AUTH_SECRET_LENGTH = 32;

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export const UNSAFE_CONFIGURATION_MESSAGE = "Sklep jest chwilowo niedostępny. Spróbuj ponownie później.";

/** What is wrong with the configuration for serving the public; empty when nothing is. */
export function unsafeConfiguration(env: Pick<Env, "SHOP_PUBLIC_URL" | "AUTH_SECRET">): string[] {
  const problems: string[] = [];
  let https = false;
  try {
    https = new URL(env.SHOP_PUBLIC_URL).protocol === "https:";
  } catch {
    // Reported below like any other address that is not https.
  }
  if (!https) problems.push("SHOP_PUBLIC_URL is not an https:// address");
  if ((env.AUTH_SECRET ?? "").length < MIN_AUTH_SECRET_LENGTH) problems.push(`AUTH_SECRET is missing or shorter than ${MIN_AUTH_SECRET_LENGTH} characters`);
  return problems;
}

/** The 503 a built worker answers a non-loopback request with while its configuration is unsafe; null when it may serve. */
export function refusalOfUnsafeServing(url: URL, env: Pick<Env, "SHOP_PUBLIC_URL" | "AUTH_SECRET">, built: boolean): Response | null {
  if (!built || LOOPBACK_HOSTS.has(url.hostname)) return null;
  const problems = unsafeConfiguration(env);
  if (problems.length === 0) return null;
  console.error(JSON.stringify({ source: "worker", outcome: "refused_unsafe_configuration", problems }));
  return new Response(UNSAFE_CONFIGURATION_MESSAGE, { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "300" } });
}
