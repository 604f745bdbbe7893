import { redirect } from "react-router";
import type { Route } from "./+types/leave";
import { ADMIN_PANEL_PATH } from "~/components/admin/admin-page";
import { ADMIN_HEADERS } from "~/components/admin/admin-route";
import { leaveAdmin, requireAdmin } from "~/server/admin-gate.server";
import { getCloudflare } from "~/server/context";
import { flashHeader } from "~/server/flash.server";

// POST /admin/wyloguj leaves the panel; a GET only leads back to it.

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(getCloudflare(context).env, request);
  return redirect(ADMIN_PANEL_PATH, { headers: ADMIN_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = getCloudflare(context);
  await leaveAdmin(env, await requireAdmin(env, request));
  return redirect("/", {
    headers: { ...ADMIN_HEADERS, "Set-Cookie": flashHeader(env, { type: "success", text: "Wylogowano z panelu administratora" }) },
  });
}
