import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/users";
import { AdminPage } from "~/components/admin/admin-page";
import { ADMIN_HEADERS, adminDone, adminHeaders, adminMeta, refuseAdmin } from "~/lib/admin-route";
import { UsersTable } from "./users/users-table";
import { FilterSearch, ListFilters } from "~/components/admin/list-filters";
import { FormAlert } from "~/components/ui/form-field";
import { ADMIN_USERS_PATH, parseUsersQuery, usersQueryParams } from "~/lib/admin-users-query";
import { parseForm } from "~/lib/forms";
import { listUsers, setAccountVerified, setAdmin } from "~/server/accounts/admin.server";
import { auditActor } from "~/server/admin/audit.server";
import { getAdmin, getDb, getEnv } from "~/server/platform/request-context.server";
import { flashHeader } from "~/server/platform/flash.server";

// /admin-users: every account with its two switches, account_verified and admin.

const toggleSchema = z.object({
  intent: z.enum(["verified", "admin"]),
  userId: z.string().trim().min(1).max(100),
  value: z.enum(["true", "false"]).transform((value) => value === "true"),
});

const texts = {
  verified: { on: "Konto zweryfikowane", off: "Konto odweryfikowane", failed: "Nie udało się zmienić statusu weryfikacji" },
  admin: { on: "Status administratora nadany", off: "Status administratora odebrany", failed: "Nie udało się zmienić statusu administratora" },
} as const;

export const headers = adminHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Użytkownicy", matches);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = getAdmin(context);
  const query = parseUsersQuery(new URL(request.url).searchParams);
  return data({ users: await listUsers(getDb(context), query), query, currentUserId: customer.user.id }, { headers: ADMIN_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv(context);
  const customer = getAdmin(context);
  const parsed = parseForm(await request.formData(), toggleSchema);
  if (!parsed.ok) return refuseAdmin("Nieprawidłowe dane formularza", 400);
  const { intent, userId, value } = parsed.data;
  const db = getDb(context);
  const actor = auditActor(customer, request);
  const changed = intent === "verified" ? await setAccountVerified(db, actor, userId, value) : await setAdmin(db, actor, userId, value);
  if (!changed) return refuseAdmin(texts[intent].failed, 409);
  const message = value ? texts[intent].on : texts[intent].off;
  // Without the flag the panel is closed to this person at once: they go back to the shop.
  if (intent === "admin" && !value && userId === customer.user.id) {
    return redirect("/", { headers: { ...ADMIN_HEADERS, "Set-Cookie": flashHeader(env, { type: "success", text: message }) } });
  }
  return adminDone(message);
}

export default function AdminUsersPage({ loaderData: { users, query, currentUserId } }: Route.ComponentProps) {
  return (
    <AdminPage title="Użytkownicy" lead={<p>Konta klientów od najnowszych. Zmiany zapisują się od razu.</p>}>
      <div className="space-y-5">
        <ListFilters action={ADMIN_USERS_PATH} label="Wyszukiwanie użytkowników" className="flex">
          <FilterSearch
            name={usersQueryParams.search}
            value={query.search}
            placeholder="E-mail, imię i nazwisko, telefon lub miasto"
            clearTo={ADMIN_USERS_PATH}
            filtered={Boolean(query.search)}
            className="w-full"
          />
        </ListFilters>
        {users.length ? (
          <UsersTable users={users} currentUserId={currentUserId} />
        ) : (
          <p className="rounded-2xl border border-dashed border-stone-300 bg-stone-50 p-8 text-center text-stone-700">
            {query.search ? "Brak użytkowników spełniających kryteria." : "Nie ma jeszcze żadnych kont."}
          </p>
        )}
      </div>
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return (
    <AdminPage title="Użytkownicy">
      <FormAlert tone="error">Nie udało się pobrać listy użytkowników</FormAlert>
    </AdminPage>
  );
}
