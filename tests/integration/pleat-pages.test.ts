import { env, exports } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { SPECIALIST_PLEAT_MODELS } from "~/lib/specialist-pleat-models";

const ORIGIN = "http://shop.test";
const get = (path: string) => exports.default.fetch(`${ORIGIN}${path}`);
const post = (path: string, fields: Record<string, string>) =>
  exports.default.fetch(new Request(`${ORIGIN}${path}`, { method: "POST", body: new URLSearchParams(fields), headers: { Origin: ORIGIN } }));

/** React escapes text; the tests compare with what a browser would show. */
const escapeHtml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

async function html(path: string): Promise<string> {
  const response = await get(path);
  expect(response.status).toBe(200);
  return response.text();
}

const enquiryCount = async () => (await env.DB.prepare("select count(*) as n from enquiries where kind = 'specialist_pleat'").first<{ n: number }>())!.n;

describe("the pleat pages", () => {
  it("renders /plisy with its four cards, the configure button and the 140 cm limit", async () => {
    const page = await html("/plisy");
    expect(page).toMatch(/<title>Plisy na wymiar[^<]*<\/title>/);
    for (const [href, title] of [
      ["/plisy/pomiar", "Jak zmierzyć okno"],
      ["/plisy/profile", "Profile"],
      ["/tkaniny-plisy", "Tkaniny"],
      ["/plisy/dodatki", "Dodatki"],
    ]) {
      expect(page).toMatch(new RegExp(`href="${href}"[^>]*>${title}</a>`));
    }
    expect(page).toMatch(/href="\/tkaniny-plisy"[^>]*>Skonfiguruj swoją plisę<\/a>/);
    expect(page).toContain('href="/plisy-specjalistyczne"');
    expect(page).toContain("140 cm");
    expect(page).toContain('href="/kontakt"');
  });

  it("renders the measuring guide with the spec's rules and diagrams", async () => {
    const page = await html("/plisy/pomiar");
    expect(page).toMatch(/<title>Jak zmierzyć okno pod plisę[^<]*<\/title>/);
    for (const rule of ["minus 3 mm", "11 mm", "3–5 mm luzu", "szyba + 4 cm", "wysokość skrzydła", "ok. 3 cm"]) {
      expect(page).toContain(rule);
    }
    expect(page).toContain('role="img"');
    expect(page).toContain('href="/tkaniny-plisy"');
  });

  it("lists exactly the available profiles", async () => {
    const { results } = await env.DB.prepare("select code, available from pleat_profiles").all<{ code: string; available: number }>();
    const available = results.filter((row) => row.available === 1).map((row) => row.code);
    const unavailable = results.filter((row) => row.available === 0).map((row) => row.code);
    expect(available.length).toBeGreaterThan(0);
    expect(unavailable.length).toBeGreaterThan(0);

    const page = await html("/plisy/profile");
    const shown = [...page.matchAll(/alt="Profil ([^ "]+) w kolorze/g)].map((match) => match[1]);
    expect(shown.toSorted()).toEqual(available.toSorted());
    expect(page.match(/>Dostępny</g)).toHaveLength(available.length);
    expect(page).toMatch(/<img[^>]*width="400"[^>]*height="300"/);
    expect(page).not.toContain("Brak dostępnych profili w bazie danych.");
  });

  it("sends a profile chosen from a fabric's page back to that fabric", async () => {
    const chooseLinks = (page: string) => [...page.matchAll(/<a [^>]*\bhref="([^"]*)"[^>]*>Wybierz<span/g)].map(([, href]) => href);
    const fabric = (await env.DB.prepare("select code from fabrics order by code limit 1").first<{ code: string }>())!;

    const fromFabric = await html(`/plisy/profile?tkanina=${encodeURIComponent(fabric.code)}`);
    const links = chooseLinks(fromFabric);
    expect(links.length).toBeGreaterThan(0);
    expect(new Set(links)).toEqual(new Set([`/tkanina/${fabric.code}`]));
    expect(fromFabric).toContain("Wróć do tkaniny");

    // The fabric's page links here with its own code.
    expect(await html(`/tkanina/${fabric.code}`)).toContain(`href="/plisy/profile?tkanina=${fabric.code}"`);

    // Anything but a known fabric code leads on to the fabrics, as without the parameter: no open redirect.
    for (const query of ["", "?tkanina=NIE-MA", `?tkanina=${encodeURIComponent("//evil.example")}`, `?tkanina=${encodeURIComponent("https://evil.example")}`]) {
      expect(new Set(chooseLinks(await html(`/plisy/profile${query}`))), query).toEqual(new Set(["/tkaniny-plisy"]));
    }
  });

  it("says so when no profile is available", async () => {
    const { results } = await env.DB.prepare("select code from pleat_profiles where available = 1").all<{ code: string }>();
    await env.DB.prepare("update pleat_profiles set available = 0").run();
    try {
      expect(await html("/plisy/profile")).toContain("Brak dostępnych profili w bazie danych.");
    } finally {
      await env.DB.batch(results.map(({ code }) => env.DB.prepare("update pleat_profiles set available = 1 where code = ?").bind(code)));
    }
  });

  it("shows every accessory with its price, and 'Brak zdjęcia' where there is no photo", async () => {
    const { results } = await env.DB.prepare("select name, image from pleat_accessories").all<{ name: string; image: string | null }>();
    const page = await html("/plisy/dodatki");
    for (const accessory of results) expect(page).toContain(escapeHtml(accessory.name));
    const withoutPhoto = results.filter((accessory) => accessory.image === null).length;
    expect(withoutPhoto).toBeGreaterThan(0);
    expect(page.match(/Brak zdjęcia/g)).toHaveLength(withoutPhoto);
    expect(page).toContain("78,00 zł/m wysokości");
    expect(page).toContain("45,00 zł za sztukę");
    expect(page).toMatch(/× 4 przy plisie węższej niż 100 cm/);
    expect(page).toMatch(/href="\/tkaniny-plisy"[^>]*>Skonfiguruj swoją plisę<\/a>/);
  });

  it("says so when there are no accessories", async () => {
    const { results } = await env.DB.prepare("select * from pleat_accessories").all<Record<string, unknown>>();
    await env.DB.prepare("delete from pleat_accessories").run();
    try {
      expect(await html("/plisy/dodatki")).toContain("Brak dostępnych dodatków");
    } finally {
      await env.DB.batch(
        results.map((row) =>
          env.DB.prepare(
            `insert into pleat_accessories (${Object.keys(row).join(", ")}) values (${Object.keys(row)
              .map(() => "?")
              .join(", ")})`,
          ).bind(...Object.values(row)),
        ),
      );
    }
  });

  it("renders every specialist model and the chosen one's notes from the URL", async () => {
    const list = await html("/plisy-specjalistyczne");
    for (const model of SPECIALIST_PLEAT_MODELS) expect(list).toContain(escapeHtml(model.name));
    expect(list).toContain("Plisy elektryczne");
    expect(list).toContain('href="/plisy"');

    const detail = await html("/plisy-specjalistyczne?model=10");
    expect(detail).toMatch(/<title>Plisy specjalistyczne – Model 10 P\/L[^<]*<\/title>/);
    expect(detail).toContain("co najmniej 7 cm");
    expect(detail).toContain("70 zł");
    expect(detail).toContain("5 wsporników");
    expect(detail).toContain("Producent nie ponosi odpowiedzialności");
    expect(detail).toContain('name="selectedModel" value="10"');
    expect(detail).toContain("Zapytanie o plisę specjalistyczną – model 10");
  });
});

describe("the specialist pleat enquiry", () => {
  const valid = {
    firstName: "Anna",
    lastName: "Kowalska",
    email: "Anna.Kowalska@example.com",
    phone: "",
    subject: "Zapytanie o plisę specjalistyczną – model 10",
    message: "Okno 80 × 120 cm, wersja P.",
    selectedModel: "10",
  };

  it("refuses missing fields with 400, keeps what was typed and stores nothing", async () => {
    const before = await enquiryCount();
    const response = await post("/plisy-specjalistyczne?model=10", { ...valid, firstName: "", message: " " });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain("Proszę wypełnić wszystkie wymagane pola");
    expect(page).toContain("To pole jest wymagane.");
    expect(page).toContain('value="Kowalska"');
    expect(page).toContain('aria-invalid="true"');
    expect(await enquiryCount()).toBe(before);
  });

  it("refuses a model that is not on the list", async () => {
    const before = await enquiryCount();
    const response = await post("/plisy-specjalistyczne", { ...valid, selectedModel: "99" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Wybierz model plisy z listy.");
    expect(await enquiryCount()).toBe(before);
  });

  it("stores a valid enquiry with the chosen model and confirms it", async () => {
    const before = await enquiryCount();
    const response = await post("/plisy-specjalistyczne?model=10", valid);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Wiadomość została wysłana pomyślnie!");
    expect(await enquiryCount()).toBe(before + 1);

    const row = await env.DB.prepare("select first_name, email, phone, subject, details from enquiries where kind = 'specialist_pleat' order by created_at desc limit 1").first<{
      first_name: string;
      email: string;
      phone: string | null;
      subject: string;
      details: string;
    }>();
    expect(row).toMatchObject({ first_name: "Anna", email: "anna.kowalska@example.com", phone: null, subject: valid.subject });
    expect(JSON.parse(row!.details)).toEqual({ selectedModel: "10" });

    // The queue's consumer e-mails it to the shop.
    await vi.waitFor(
      async () => {
        const sent = await env.DB.prepare("select recipient, subject from email_deliveries where subject like ?").bind(`%${valid.subject}`).first();
        expect(sent).toMatchObject({ recipient: env.SHOP_ADMIN_EMAIL });
      },
      { timeout: 10_000, interval: 100 },
    );
  });
});
