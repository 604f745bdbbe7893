import { href } from "react-router";
import { listTextSchema, queryValue } from "~/lib/list-query";

export const ADMIN_USERS_PATH = href("/admin-users");

/** The users list's state, in the URL: a fragment of the e-mail, name, phone or city. */
export interface AdminUsersQuery {
  search: string;
}

export const usersQueryParams = { search: "szukaj" } as const;

/** Tolerant like the other lists: a malformed value is dropped, never an error. */
export function parseUsersQuery(params: URLSearchParams): AdminUsersQuery {
  return { search: listTextSchema.parse(queryValue(params, usersQueryParams.search) ?? "") };
}
