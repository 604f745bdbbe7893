import { href } from "react-router";
import "~/lib/zod-locale";
import { z } from "zod";
import { listPageSchema, listTextSchema, queryValue } from "~/lib/list-query";
import { ENQUIRY_KINDS, ENQUIRY_STATUSES, type EnquiryKind, type EnquiryStatus } from "./enquiry-form";

export const ENQUIRIES_PATH = href("/admin-enquiries");

export const enquiryPath = (id: string) => href("/admin-enquiries/:id", { id });

/** How the back-office names each kind of enquiry. */
export const ENQUIRY_KIND_LABELS: Readonly<Record<EnquiryKind, string>> = {
  contact: "Kontakt",
  complaint: "Reklamacja",
  furniture: "Meble",
  specialist_pleat: "Plisa specjalistyczna",
};

/** The inbox's state, all of it in the URL, so a filtered page can be reloaded and shared. */
export interface AdminEnquiriesQuery {
  kind: EnquiryKind | null;
  status: EnquiryStatus | null;
  search: string;
  page: number;
}

export const enquiriesQueryParams = { kind: "rodzaj", status: "status", search: "szukaj", page: "strona" } as const;

/** Tolerant like the orders list: a malformed or unknown value is dropped, never an error; a search over 100 characters is ignored. */
export function parseEnquiriesQuery(params: URLSearchParams): AdminEnquiriesQuery {
  const read = (name: string) => queryValue(params, name);
  return {
    kind: z
      .enum(ENQUIRY_KINDS)
      .nullable()
      .catch(null)
      .parse(read(enquiriesQueryParams.kind) ?? null),
    status: z
      .enum(ENQUIRY_STATUSES)
      .nullable()
      .catch(null)
      .parse(read(enquiriesQueryParams.status) ?? null),
    search: listTextSchema.parse(read(enquiriesQueryParams.search) ?? ""),
    page: listPageSchema.parse(read(enquiriesQueryParams.page) ?? 1),
  };
}

/** The inbox's URL for a query; defaults are left out, so equal states share one URL. */
export function enquiriesHref(query: AdminEnquiriesQuery): string {
  const params = new URLSearchParams();
  if (query.kind) params.set(enquiriesQueryParams.kind, query.kind);
  if (query.status) params.set(enquiriesQueryParams.status, query.status);
  if (query.search) params.set(enquiriesQueryParams.search, query.search);
  if (query.page > 1) params.set(enquiriesQueryParams.page, String(query.page));
  const search = params.toString();
  return search ? `${ENQUIRIES_PATH}?${search}` : ENQUIRIES_PATH;
}

export const REPLY_MAX_LENGTH = 5000;
