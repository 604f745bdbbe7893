import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { PRIVATE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL } from "../../workers/page-cache";
import { signedInCustomer } from "../support/workers/accounts";

// The enquiry forms pre-fill the signed-in customer's e-mail (spec: accounts and back office),
// while the anonymous page stays one page for everybody, so the edge cache may keep it.

const ORIGIN = "http://localhost:5173";
const PAGES = ["/zloz-reklamacje", "/kontakt", "/meble", "/plisy-specjalistyczne"];
/** The enquiry pages the page cache keeps for anonymous visitors (the complaint page is not among them). */
const PUBLIC_ENQUIRY_PAGES = ["/kontakt", "/meble", "/plisy-specjalistyczne"];

let client = 0;
/** Each request comes from its own client address, so no rate limit of one test touches another. */
const uniqueIp = () => `2001:db8:e9f:${(++client).toString(16)}::1`;

const get = (path: string, cookie?: string) =>
  exports.default.fetch(new Request(`${ORIGIN}${path}`, { headers: { "CF-Connecting-IP": uniqueIp(), ...(cookie ? { Cookie: cookie } : {}) } }));

/** The form's e-mail input as rendered by the server. */
function emailInput(html: string): string {
  const input = html.match(/<input(?=[^>]*\bname="email")[^>]*>/)?.[0];
  expect(input, "the form's e-mail field").toBeDefined();
  return input!;
}

describe("the enquiry forms' e-mail field", () => {
  it.each(PAGES)("%s shows a signed-in customer's e-mail, editable, on a page nobody caches", async (path) => {
    const { email, cookie } = await signedInCustomer();
    const response = await get(path, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    const input = emailInput(await response.text());
    expect(input).toContain(`value="${email}"`);
    expect(input).not.toMatch(/\b(?:readonly|disabled)\b/i);
  });

  it.each(PAGES)("%s leaves it empty for an anonymous visitor and sets no cookie", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(emailInput(await response.text())).not.toMatch(/\bvalue=/);
  });

  it.each(PUBLIC_ENQUIRY_PAGES)("%s stays cacheable for anonymous visitors, the same page for each", async (path) => {
    // A customer signed in elsewhere must not change what anonymous visitors get.
    await get(path, (await signedInCustomer()).cookie);
    const [first, second] = await Promise.all([get(path), get(path)]);
    for (const response of [first, second]) expect(response.headers.get("Cache-Control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    // The CSP nonce is each response's own; everything else is the same.
    const withoutNonce = async (response: Response) => (await response.text()).replace(/nonce="[^"]*"/g, "");
    expect(await withoutNonce(first)).toBe(await withoutNonce(second));
  });

  it("sends the enquiry with the address the customer typed over the pre-filled one", async () => {
    const { email, cookie } = await signedInCustomer();
    const typed = `inny-${crypto.randomUUID().slice(0, 8)}@example.pl`;
    const response = await exports.default.fetch(
      new Request(`${ORIGIN}/kontakt`, {
        method: "POST",
        body: new URLSearchParams({ firstName: "Ewa", lastName: "Zielińska", email: typed, phone: "", subject: "Pytanie", message: "Czy szyjecie plisy?", website: "" }),
        headers: { Origin: ORIGIN, "CF-Connecting-IP": uniqueIp(), Cookie: cookie },
      }),
    );
    expect(response.status).toBe(200);
    const stored = (email: string) => env.DB.prepare("select count(*) as n from enquiries where email = ?").bind(email).first<{ n: number }>();
    expect((await stored(typed))?.n).toBe(1);
    expect((await stored(email))?.n).toBe(0);
  });
});
