import "~/lib/zod-locale";
import { z } from "zod";
import { listPageSchema, queryValue } from "~/lib/list-query";
import { ADMIN_COMPLAINTS_PATH, COMPLAINT_STATUSES, type ComplaintStatus } from "./complaints";

/** The complaints inbox's state, in the URL: a state to show, and the page. */
export interface AdminComplaintsQuery {
  status: ComplaintStatus | null;
  page: number;
}

export const complaintsQueryParams = { status: "status", page: "strona" } as const;

/** Tolerant like the other lists: a malformed or unknown value is dropped, never an error. */
export function parseComplaintsQuery(params: URLSearchParams): AdminComplaintsQuery {
  return {
    status: z
      .enum(COMPLAINT_STATUSES)
      .nullable()
      .catch(null)
      .parse(queryValue(params, complaintsQueryParams.status) ?? null),
    page: listPageSchema.parse(queryValue(params, complaintsQueryParams.page) ?? 1),
  };
}

/** The inbox's URL for a query; defaults left out. */
export function complaintsHref(query: AdminComplaintsQuery): string {
  const params = new URLSearchParams();
  if (query.status) params.set(complaintsQueryParams.status, query.status);
  if (query.page > 1) params.set(complaintsQueryParams.page, String(query.page));
  const search = params.toString();
  return search ? `${ADMIN_COMPLAINTS_PATH}?${search}` : ADMIN_COMPLAINTS_PATH;
}
