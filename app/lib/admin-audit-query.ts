import { listPageSchema, listTextSchema, queryValue } from "~/lib/list-query";
import { AUDIT_ACTION_LABELS, ADMIN_AUDIT_PATH, type AuditAction } from "./audit";
import { searchFold } from "./search-text";

/** The audit log's state, all in the URL. */
export interface AdminAuditQuery {
  /** A fragment of who acted (e-mail), what on (target, details) or of the action's Polish name. */
  search: string;
  page: number;
}

export const auditQueryParams = { search: "szukaj", page: "strona" } as const;

/** Tolerant like the other lists: a malformed value is dropped, never an error. */
export function parseAuditQuery(params: URLSearchParams): AdminAuditQuery {
  const read = (name: string) => queryValue(params, name);
  return {
    search: listTextSchema.parse(read(auditQueryParams.search) ?? ""),
    page: listPageSchema.parse(read(auditQueryParams.page) ?? 1),
  };
}

/** The log's URL for a query; defaults are left out, so equal states share one URL. */
export function adminAuditHref(query: AdminAuditQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set(auditQueryParams.search, query.search);
  if (query.page > 1) params.set(auditQueryParams.page, String(query.page));
  const search = params.toString();
  return search ? `${ADMIN_AUDIT_PATH}?${search}` : ADMIN_AUDIT_PATH;
}

/** The actions whose Polish name holds the term ('usunięto' finds order_deleted), folded like every search. */
export function auditActionsNamed(term: string): AuditAction[] {
  const folded = searchFold(term.trim());
  if (!folded) return [];
  return (Object.entries(AUDIT_ACTION_LABELS) as [AuditAction, string][]).filter(([, label]) => searchFold(label).includes(folded)).map(([action]) => action);
}
