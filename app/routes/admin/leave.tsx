import { redirect } from "react-router";
import type { Route } from "./+types/leave";
import { ADMIN_PANEL_PATH } from "~/components/admin/admin-page";
import { ADMIN_HEADERS } from "~/lib/admin-route";
import { leaveAdmin } from "~/server/admin/gate.server";
import { getAdmin, getEnv } from "~/server/platform/request-context.server";
import { flashHeader } from "~/server/platform/flash.server";

// POST /admin/wyloguj leaves the panel; a GET only leads back to it.

export function loader() {
  return redirect(ADMIN_PANEL_PATH, { headers: ADMIN_HEADERS });
}

export async function action({ context }: Route.ActionArgs) {
  const env = getEnv(context);
  await leaveAdmin(env, getAdmin(context));
  return redirect("/", {
    headers: { ...ADMIN_HEADERS, "Set-Cookie": flashHeader(env, { type: "success", text: "Wylogowano z panelu administratora" }) },
  });
}
