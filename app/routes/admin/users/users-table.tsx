import { useFetcher } from "react-router";
import { formatDateTime } from "~/lib/dates";
import { formatPhone } from "~/lib/schemas/account";
import type { listUsers } from "~/server/accounts/admin.server";
import { ActionDialog, useActionDialog } from "~/components/admin/action-dialog";
import type { AdminAnswer } from "~/lib/admin-route";
import { useAnswerToast } from "~/components/admin/use-answer-toast";
import { CardTable, cardTableRow, Cell, CellLabel } from "~/components/admin/card-table";

export type AdminUserView = Awaited<ReturnType<typeof listUsers>>[number];

export type UserFlag = "verified" | "admin";

const flagLabels: Record<UserFlag, string> = { verified: "Konto zweryfikowane", admin: "Administrator" };

/** What confirming a change of the administrator flag says, by whose flag it is and which way it goes. */
function adminFlagDialog(who: string, own: boolean, grant: boolean) {
  if (grant) {
    return {
      title: "Nadać uprawnienia administratora?",
      description: (
        <p>
          {who} zobaczy panel administratora: wszystkie zamówienia z danymi klientów, konta użytkowników i eksport. Do wejścia będzie potrzebować kodu dostępu i własnej aplikacji
          uwierzytelniającej.
        </p>
      ),
      confirmLabel: "Tak, nadaj uprawnienia",
    };
  }
  return {
    title: own ? "Odebrać sobie uprawnienia administratora?" : "Odebrać uprawnienia administratora?",
    description: own ? (
      <p>To Twoje konto. Po odebraniu uprawnień od razu stracisz dostęp do panelu administratora i wrócisz na stronę główną. Przywrócić je może tylko inny administrator.</p>
    ) : (
      <p>{who} od razu straci dostęp do panelu administratora.</p>
    ),
    confirmLabel: "Tak, odbierz uprawnienia",
  };
}

/**
 * One flag of one account as a switch: a click posts the opposite value. While the answer is on its
 * way the switch already shows the new state. The administrator flag, either way, is changed only
 * after a confirmation: it opens or closes the panel to a person.
 */
function FlagSwitch({ user, flag, own }: { user: AdminUserView; flag: UserFlag; own: boolean }) {
  const fetcher = useFetcher<AdminAnswer>({ key: `${flag}-${user.id}` });
  const dialog = useActionDialog();
  useAnswerToast(fetcher.data);
  const stored = Boolean(flag === "admin" ? user.admin : user.accountVerified);
  const on = fetcher.formData ? fetcher.formData.get("value") === "true" : stored;
  const confirmFirst = flag === "admin";
  const who = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;

  const control = (
    <button
      type={confirmFirst ? "button" : "submit"}
      role="switch"
      aria-checked={on}
      aria-label={`${flagLabels[flag]}: ${who}`}
      disabled={fetcher.state !== "idle"}
      {...(confirmFirst ? dialog.opener : {})}
      className="group inline-flex min-h-10 items-center gap-2 rounded-lg text-sm font-medium text-stone-800 disabled:opacity-60"
    >
      <span className={`relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors ${on ? "bg-accent-600" : "bg-stone-300 group-hover:bg-stone-400"}`}>
        <span
          aria-hidden="true"
          className={`absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow-sm transition-transform motion-reduce:transition-none ${on ? "translate-x-5" : ""}`}
        />
      </span>
      <span aria-hidden="true">{on ? "Tak" : "Nie"}</span>
    </button>
  );

  const fields = { intent: flag, userId: user.id, value: String(!stored) };
  if (!confirmFirst) {
    return (
      <fetcher.Form method="post">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {control}
      </fetcher.Form>
    );
  }
  return (
    <>
      {control}
      <ActionDialog dialog={dialog} fetcher={fetcher} fields={fields} pendingLabel="Zapisywanie..." {...adminFlagDialog(who, own, !stored)} />
    </>
  );
}

const switchCell = "px-3 py-1 max-md:flex max-md:items-center max-md:justify-between md:py-3 md:align-middle";
/** Every account, newest first: a table on wide screens, a card per account on a phone. */
export function UsersTable({ users, currentUserId }: { users: readonly AdminUserView[]; currentUserId: string }) {
  if (users.length === 0) return <p className="text-stone-600">Brak użytkowników.</p>;
  return (
    <CardTable caption="Użytkownicy sklepu, od najnowszych" columns={["ID", "Imię", "Nazwisko", "E-mail", "Telefon", "Miasto", "Utworzono", "Zweryfikowane", "Administrator"]}>
      {users.map((user) => {
        const own = user.id === currentUserId;
        return (
          <tr key={user.id} className={cardTableRow}>
            <Cell label="ID" className="md:align-middle font-mono text-xs break-all text-stone-600 md:max-w-36">
              {user.id}
            </Cell>
            <Cell label="Imię" className="md:align-middle font-medium">
              {user.firstName || "—"}
              {own ? <span className="ml-2 rounded-full bg-accent-50 px-2 py-0.5 text-xs font-semibold text-accent-800">Ty</span> : null}
            </Cell>
            <Cell label="Nazwisko" className="md:align-middle font-medium">
              {user.lastName || "—"}
            </Cell>
            <Cell label="E-mail" className="md:align-middle break-all">
              {user.email}
            </Cell>
            <Cell label="Telefon" className="md:align-middle whitespace-nowrap tabular-nums">
              {user.phone ? formatPhone(user.phone) : "—"}
            </Cell>
            <Cell label="Miasto" className="md:align-middle">
              {user.city || "—"}
            </Cell>
            <Cell label="Utworzono" className="md:align-middle whitespace-nowrap tabular-nums">
              <time dateTime={user.createdAt.toISOString()}>{formatDateTime(user.createdAt)}</time>
            </Cell>
            <td className={switchCell}>
              <CellLabel>Konto zweryfikowane</CellLabel>
              <FlagSwitch user={user} flag="verified" own={own} />
            </td>
            <td className={switchCell}>
              <CellLabel>Administrator</CellLabel>
              <FlagSwitch user={user} flag="admin" own={own} />
            </td>
          </tr>
        );
      })}
    </CardTable>
  );
}
