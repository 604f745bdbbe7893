import { redirect } from "react-router";
import type { Route } from "./+types/delete-account";
import { AccountPage } from "~/components/account/account-page";
import { LoadFailedPage } from "~/components/layout/error-pages";
import { ACCOUNT_DELETED_PATH } from "~/lib/account-data";
import { parseAccountForm } from "~/lib/form-result";
import { formValues } from "~/lib/forms";
import { pageMeta } from "~/lib/page-meta";
import { accountDeletionSchema } from "~/lib/schemas/account";
import { deleteAccount } from "~/server/accounts/account-deletion.server";
import { getEnv, getSignedInCustomer } from "~/server/platform/request-context.server";
import { DELETE_INTENT, DeleteAccountForm } from "./delete-account/delete-account-form";
import { invalid, privatePageHeaders, refused, unknownForm } from "./responses.server";

// /profile/usun-konto: the signed-in customer deletes their account (GDPR art. 17), with the password once more.
// Done, the session's cookie is cleared and the visitor lands on /konto-usuniete.

export const headers = privatePageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta({ title: "Usuń konto", description: "Usuń swoje konto w sklepie." }, matches), { name: "robots", content: "noindex, nofollow" }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  if (values.intent !== DELETE_INTENT) return unknownForm(DELETE_INTENT);
  const parsed = parseAccountForm(accountDeletionSchema, values);
  if (!parsed.ok) return invalid(DELETE_INTENT, values, parsed);
  const result = await deleteAccount(getEnv(context), request, await getSignedInCustomer(context), parsed.data.password);
  if (!result.ok) return refused(DELETE_INTENT, values, result);
  const headers = new Headers(privatePageHeaders());
  for (const cookie of result.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirect(ACCOUNT_DELETED_PATH, { headers });
}

export default function DeleteAccountPage({ actionData }: Route.ComponentProps) {
  return (
    <AccountPage
      eyebrow="Konto klienta"
      title="Usuń konto"
      lead={
        <>
          <p>Usuniemy Twoje konto, dane profilu, hasło, sesje logowania i kody. Nie będzie można się na nie zalogować, a adres e-mail będzie można zarejestrować ponownie.</p>
          <p>
            Złożone zamówienia zostaną, bo przepisy o rachunkowości każą je przechowywać, ale bez powiązania z kontem, numeru telefonu i uwag. Wiadomości i zamówienia próbek
            przestaną być przypisane do konta. Potwierdzenie wyślemy na adres e-mail konta.
          </p>
          <p>Zanim usuniesz konto, możesz pobrać swoje dane w profilu.</p>
        </>
      }
    >
      <DeleteAccountForm refusal={actionData} />
    </AccountPage>
  );
}

export function ErrorBoundary() {
  return <LoadFailedPage title="Nie udało się usunąć konta" text="Coś poszło nie tak. Spróbuj ponownie za chwilę." back={{ to: "/profile", label: "Wróć do profilu" }} />;
}
