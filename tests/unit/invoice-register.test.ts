import { describe, expect, it } from "vitest";
import { csvRows, neutralizeFormula } from "~/lib/csv";
import { invoicesHref, monthLabel, nipDigits, parseInvoicesQuery, registerCsvPath, warsawMonth } from "~/lib/admin-invoices-query";
import { ksefStateLabel, REGISTER_HEADER, type RegisterEntry, registerCsvRows, registerOrder } from "~/lib/invoice-register";

const CURRENT = "2026-11";
const parse = (search: string) => parseInvoicesQuery(new URLSearchParams(search), CURRENT);

describe("the KSeF state as the card and the list word it", () => {
  it.each([
    [{ ksefState: null, ksefNumber: null, ksefError: null }, "poza KSeF"],
    [{ ksefState: "oczekuje", ksefNumber: null, ksefError: null }, "oczekuje na wysłanie"],
    [{ ksefState: "wysłana", ksefNumber: null, ksefError: null }, "wysłana do KSeF"],
    [{ ksefState: "przyjęta", ksefNumber: "5260250274-20261105-0100A0B1C2-D3", ksefError: null }, "przyjęta: 5260250274-20261105-0100A0B1C2-D3"],
    [{ ksefState: "odrzucona", ksefNumber: null, ksefError: "Nieprawidłowy NIP nabywcy" }, "odrzucona: Nieprawidłowy NIP nabywcy"],
    [{ ksefState: "odrzucona", ksefNumber: null, ksefError: null }, "odrzucona"],
  ] as const)("%o reads %s", (invoice, label) => {
    expect(ksefStateLabel(invoice)).toBe(label);
  });
});

describe("the list's query", () => {
  it("defaults to the current month, every state and kind, page 1", () => {
    expect(parse("")).toEqual({ query: { month: CURRENT, ksef: null, buyer: "", kind: null, page: 1 }, problems: [] });
  });

  it.each([
    ["miesiac=2026-03", { month: "2026-03" }],
    ["miesiac=wszystkie", { month: null }],
    ["ksef=poza", { ksef: "poza" }],
    ["ksef=przyj%C4%99ta", { ksef: "przyjęta" }],
    ["rodzaj=korekta", { kind: "korekta" }],
    ["nabywca=%20%C5%81%C4%99cka%20", { buyer: "Łęcka" }],
    ["strona=3", { page: 3 }],
  ])("reads %s", (search, expected) => {
    const { query, problems } = parse(search);
    expect(query).toMatchObject(expected);
    expect(problems).toEqual([]);
  });

  it.each([
    ["miesiac=2026-13", { month: CURRENT }, "Nieprawidłowy miesiąc „2026-13”: pokazano bieżący miesiąc. Miesiąc podaj w postaci RRRR-MM, np. 2026-11."],
    ["miesiac=1999-01", { month: CURRENT }, "Nieprawidłowy miesiąc „1999-01”"],
    ["ksef=przyjeta", { ksef: null }, "Nieznany stan KSeF „przyjeta”: pokazano faktury w każdym stanie."],
    ["rodzaj=paragon", { kind: null }, "Nieznany rodzaj „paragon”: pokazano faktury i korekty."],
    [`nabywca=${"x".repeat(101)}`, { buyer: "" }, "Szukany nabywca jest za długi"],
  ])("drops %s and says why in Polish", (search, expected, problem) => {
    const { query, problems } = parse(search);
    expect(query).toMatchObject(expected);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(problem);
  });

  it("leaves a bad page number at the first page without a word, as every list does", () => {
    expect(parse("strona=-2")).toEqual({ query: expect.objectContaining({ page: 1 }), problems: [] });
  });

  it("writes the URL it reads, leaving out the defaults", () => {
    for (const search of ["", "miesiac=2026-03", "miesiac=wszystkie&ksef=odrzucona&rodzaj=faktura&nabywca=%C5%81%C4%99cka&strona=2"]) {
      const href = invoicesHref(parse(search).query, CURRENT);
      expect(href).toBe(search ? `/admin-faktury?${search}` : "/admin-faktury");
    }
    expect(invoicesHref(parse(`miesiac=${CURRENT}`).query, CURRENT)).toBe("/admin-faktury");
  });
});

describe("months, paths and NIPs", () => {
  it.each([
    ["2026-11-30T22:59:59Z", "2026-11"],
    ["2026-11-30T23:00:00Z", "2026-12"], // midnight in Warsaw
    ["2026-12-31T23:30:00Z", "2027-01"],
  ])("%s falls in Warsaw's %s", (instant, month) => {
    expect(warsawMonth(new Date(instant))).toBe(month);
  });

  it("names a month in Polish", () => {
    expect(monthLabel("2026-11")).toBe("listopad 2026");
    expect(monthLabel("2027-01")).toBe("styczeń 2027");
  });

  it("names the month's register", () => {
    expect(registerCsvPath("2026-11")).toBe("/admin-faktury/rejestr.csv?miesiac=2026-11");
  });

  it.each([
    ["5260250274", "5260250274"],
    ["526-025-02-74", "5260250274"],
    ["PL 526 025 02 74", "5260250274"],
    ["pl5260250274", "5260250274"],
    ["526", "526"],
    ["52", null],
    ["Kowalski", null],
    ["12345678901", null],
  ])("a buyer search %s is the NIP digits %s", (term, digits) => {
    expect(nipDigits(term)).toBe(digits);
  });
});

describe("the register", () => {
  const entry = (change: Partial<RegisterEntry>): RegisterEntry => ({
    kind: "faktura",
    number: "FV/1/11/2026",
    issueDate: "2026-11-03",
    saleDate: "2026-11-02",
    orderNumber: "ZAM-2026-000001",
    buyerName: "Okna Sp. z o.o.",
    buyerNip: "5260250274",
    perRate: [{ vatRate: 23, net: 100371, vat: 23085, gross: 123456 }],
    netTotal: 100371,
    vatTotal: 23085,
    grossTotal: 123456,
    correctedNumber: null,
    ksefNumber: "5260250274-20261103-0100A0B1C2-D3",
    ...change,
  });

  it("orders invoices by number, then corrections by number", () => {
    const rows = [
      { kind: "korekta", sequence: 1 },
      { kind: "faktura", sequence: 10 },
      { kind: "faktura", sequence: 2 },
      { kind: "korekta", sequence: 3 },
    ] as const;
    expect([...rows].sort(registerOrder)).toEqual([rows[2], rows[1], rows[0], rows[3]]);
  });

  it("writes amounts in złote with a comma, a correction's negative and kept as numbers, and the corrected invoice's number", () => {
    const correction = entry({
      kind: "korekta",
      number: "FK/1/11/2026",
      buyerNip: null,
      buyerName: "Jan Kowalski",
      perRate: [{ vatRate: 23, net: -813, vat: -187, gross: -1000 }],
      netTotal: -813,
      vatTotal: -187,
      grossTotal: -1000,
      correctedNumber: "FV/9/10/2026",
      ksefNumber: null,
    });
    const rows = registerCsvRows([entry({}), correction]);
    expect(rows).toEqual([
      [
        "FV/1/11/2026",
        "Faktura VAT",
        "2026-11-03",
        "2026-11-02",
        "ZAM-2026-000001",
        "Okna Sp. z o.o.",
        "5260250274",
        "1003,71",
        "230,85",
        "1234,56",
        "1003,71",
        "230,85",
        "1234,56",
        "",
        "5260250274-20261103-0100A0B1C2-D3",
      ],
      [
        "FK/1/11/2026",
        "Faktura korygująca",
        "2026-11-03",
        "2026-11-02",
        "ZAM-2026-000001",
        "Jan Kowalski",
        "",
        "-8,13",
        "-1,87",
        "-10,00",
        "-8,13",
        "-1,87",
        "-10,00",
        "FV/9/10/2026",
        "",
      ],
    ]);
    expect(rows.every((row) => row.length === REGISTER_HEADER.length)).toBe(true);
    expect(csvRows(rows).split("\r\n")[1]).toBe(
      "FK/1/11/2026;Faktura korygująca;2026-11-03;2026-11-02;ZAM-2026-000001;Jan Kowalski;;-8,13;-1,87;-10,00;-8,13;-1,87;-10,00;FV/9/10/2026;",
    );
  });

  it("neutralises a buyer's name written as a formula, but not a plain negative amount", () => {
    expect(registerCsvRows([entry({ buyerName: "=HYPERLINK(1)" })])[0]![5]).toBe("=HYPERLINK(1)");
    expect(csvRows(registerCsvRows([entry({ buyerName: "=HYPERLINK(1)" })]))).toContain(";'=HYPERLINK(1);");
    expect(neutralizeFormula("-8,13")).toBe("-8,13");
    expect(neutralizeFormula("-8")).toBe("-8");
    expect(neutralizeFormula("-8,13+cmd|' /C calc'!A0")).toBe("'-8,13+cmd|' /C calc'!A0");
    expect(neutralizeFormula("-A1")).toBe("'-A1");
    expect(neutralizeFormula("-")).toBe("'-");
  });
});
