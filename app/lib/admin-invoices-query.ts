import "~/lib/zod-locale";
import { z } from "zod";
import { isoDate } from "~/lib/dates";
import { INVOICE_KINDS, type InvoiceKind, KSEF_STATES } from "~/lib/invoice";
import { INVOICE_REGISTER_CSV_PATH, INVOICES_PATH } from "~/lib/invoice-register";
import { listPageSchema, listTextSchema, queryValue } from "~/lib/list-query";

// /admin-faktury's state, all of it in the URL, and the register's month.

/** 'poza' stands for a private buyer's invoice (ksef_state null), the rest are the states themselves. */
export const KSEF_FILTERS = ["poza", ...KSEF_STATES] as const;
export type KsefFilter = (typeof KSEF_FILTERS)[number];
export const KSEF_FILTER_LABELS: Readonly<Record<KsefFilter, string>> = {
  poza: "poza KSeF",
  oczekuje: "oczekuje",
  wysłana: "wysłana do KSeF",
  przyjęta: "przyjęta",
  odrzucona: "odrzucona",
};
export const INVOICE_KIND_FILTER_LABELS: Readonly<Record<InvoiceKind, string>> = { faktura: "faktury", korekta: "korekty" };

/** Every month at once, instead of one. */
export const ALL_MONTHS = "wszystkie";

export const invoicesQueryParams = { month: "miesiac", ksef: "ksef", buyer: "nabywca", kind: "rodzaj", page: "strona" } as const;

/** A Warsaw month 'YYYY-MM' of this century. */
export const monthSchema = z.string().regex(/^20\d\d-(0[1-9]|1[0-2])$/, "Miesiąc podaj w postaci RRRR-MM, np. 2026-11.");

/** The Warsaw month an instant falls in. */
export function warsawMonth(date: Date): string {
  return isoDate(date).slice(0, 7);
}

const MONTH_NAMES = ["styczeń", "luty", "marzec", "kwiecień", "maj", "czerwiec", "lipiec", "sierpień", "wrzesień", "październik", "listopad", "grudzień"];

/** '2026-11' → 'listopad 2026'. */
export function monthLabel(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

export interface InvoicesQuery {
  /** 'YYYY-MM', or null for every month. */
  month: string | null;
  ksef: KsefFilter | null;
  buyer: string;
  kind: InvoiceKind | null;
  page: number;
}

/**
 * The list's state from its URL, `current` the Warsaw month now. A value it cannot use is not applied (the list opens as without it, on the current
 * month for a bad month) and `problems` says so in Polish, so an edited link shows why it lists what it lists.
 */
export function parseInvoicesQuery(params: URLSearchParams, current: string): { query: InvoicesQuery; problems: string[] } {
  // What was typed is quoted back, cut short: a link may carry anything.
  const read = (name: string) => queryValue(params, name)?.slice(0, 200);
  const problems: string[] = [];
  const rawMonth = read(invoicesQueryParams.month);
  let month: string | null = current;
  if (rawMonth === ALL_MONTHS) month = null;
  else if (rawMonth !== undefined) {
    const parsed = monthSchema.safeParse(rawMonth);
    if (parsed.success) month = parsed.data;
    else problems.push(`Nieprawidłowy miesiąc „${rawMonth}”: pokazano bieżący miesiąc. Miesiąc podaj w postaci RRRR-MM, np. ${current}.`);
  }
  const rawKsef = read(invoicesQueryParams.ksef);
  const ksef = z.enum(KSEF_FILTERS).safeParse(rawKsef);
  if (rawKsef !== undefined && !ksef.success) problems.push(`Nieznany stan KSeF „${rawKsef}”: pokazano faktury w każdym stanie.`);
  const rawKind = read(invoicesQueryParams.kind);
  const kind = z.enum(INVOICE_KINDS).safeParse(rawKind);
  if (rawKind !== undefined && !kind.success) problems.push(`Nieznany rodzaj „${rawKind}”: pokazano faktury i korekty.`);
  const rawBuyer = read(invoicesQueryParams.buyer) ?? "";
  const buyer = listTextSchema.parse(rawBuyer);
  if (rawBuyer && !buyer) problems.push("Szukany nabywca jest za długi: pokazano wszystkich nabywców.");
  return {
    query: {
      month,
      ksef: ksef.success ? ksef.data : null,
      buyer,
      kind: kind.success ? kind.data : null,
      page: listPageSchema.parse(read(invoicesQueryParams.page) ?? 1),
    },
    problems,
  };
}

/** The list's URL for a query; the current month is the default, so it is left out like the others. */
export function invoicesHref(query: InvoicesQuery, currentMonth: string): string {
  const params = new URLSearchParams();
  if (query.month === null) params.set(invoicesQueryParams.month, ALL_MONTHS);
  else if (query.month !== currentMonth) params.set(invoicesQueryParams.month, query.month);
  if (query.ksef) params.set(invoicesQueryParams.ksef, query.ksef);
  if (query.kind) params.set(invoicesQueryParams.kind, query.kind);
  if (query.buyer) params.set(invoicesQueryParams.buyer, query.buyer);
  if (query.page > 1) params.set(invoicesQueryParams.page, String(query.page));
  const search = params.toString();
  return search ? `${INVOICES_PATH}?${search}` : INVOICES_PATH;
}

export function registerCsvPath(month: string): string {
  return `${INVOICE_REGISTER_CSV_PATH}?${new URLSearchParams({ [invoicesQueryParams.month]: month })}`;
}

/** A buyer search typed as a NIP ('123-456-32-18', 'PL 1234563218'): its digits, to find the NIP however it was typed. */
export function nipDigits(term: string): string | null {
  const digits = term.replace(/^PL/i, "").replace(/[\s-]/g, "");
  return /^\d{3,10}$/.test(digits) ? digits : null;
}
