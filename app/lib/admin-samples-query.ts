import "~/lib/zod-locale";
import { z } from "zod";
import { listPageSchema, listTextSchema, queryValue } from "~/lib/list-query";
import { ADMIN_SAMPLES_PATH, SAMPLE_STATUSES, type SampleStatus } from "./fabric-samples";

/** The back-office's list of sample requests: its state, all in the URL. */
export interface AdminSamplesQuery {
  status: SampleStatus | null;
  /** A fragment of the recipient's name, e-mail or address, or of a fabric asked for. */
  search: string;
  page: number;
}

export const samplesQueryParams = { status: "status", search: "szukaj", page: "strona" } as const;

/** Tolerant like the other lists: a malformed or unknown value is dropped, never an error. */
export function parseSamplesQuery(params: URLSearchParams): AdminSamplesQuery {
  const read = (name: string) => queryValue(params, name);
  return {
    status: z
      .enum(SAMPLE_STATUSES)
      .nullable()
      .catch(null)
      .parse(read(samplesQueryParams.status) ?? null),
    search: listTextSchema.parse(read(samplesQueryParams.search) ?? ""),
    page: listPageSchema.parse(read(samplesQueryParams.page) ?? 1),
  };
}

/** The list's URL for a query; defaults are left out, so equal states share one URL. */
export function adminSamplesHref(query: AdminSamplesQuery): string {
  const params = new URLSearchParams();
  if (query.status) params.set(samplesQueryParams.status, query.status);
  if (query.search) params.set(samplesQueryParams.search, query.search);
  if (query.page > 1) params.set(samplesQueryParams.page, String(query.page));
  const search = params.toString();
  return search ? `${ADMIN_SAMPLES_PATH}?${search}` : ADMIN_SAMPLES_PATH;
}
