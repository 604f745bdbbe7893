import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/profile";
import { AccountStatus } from "./profile/profile-status";
import { DataRights } from "./profile/data-rights";
import { OrderHistory } from "./profile/order-history";
import { ProfileComplaints } from "./profile/complaints";
import { ProfileForm, type ProfileSaveAnswer } from "./profile/profile-form";
import { pageMeta } from "~/lib/page-meta";
import { PageHeader } from "~/components/ui/page-header";
import { profileUpdateFailed } from "~/lib/account-texts";
import { PRIVATE_CACHE_CONTROL } from "~/lib/caching";
import { firstMessage, formValues, parseForm, refuseForm } from "~/lib/forms";
import { orderNumberPattern } from "~/lib/order-number";
import { profileUpdateSchema } from "~/lib/schemas/account";
import { saveProfile } from "~/server/accounts/profile.server";
import { cancelOrder, loadOrderHistory } from "~/server/orders/history.server";
import { complaintsOfCustomer } from "~/server/complaints/customer.server";
import { forgetCustomer, getAfterResponse, getDb, getEnv, getSignedInCustomer } from "~/server/platform/request-context.server";

// The page is one person's data: never cached anywhere.
const PRIVATE_HEADERS = { "Cache-Control": PRIVATE_CACHE_CONTROL } as const;

const cancelSchema = z.object({ number: z.string().trim().regex(orderNumberPattern) });

export async function loader({ context }: Route.LoaderArgs) {
  const customer = await getSignedInCustomer(context);
  const [orders, complaints] = await Promise.all([loadOrderHistory(getDb(context), customer), complaintsOfCustomer(getDb(context), customer)]);
  return data({ email: customer.user.email, profile: customer.profile, orders, complaints }, { headers: PRIVATE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv(context);
  const customer = await getSignedInCustomer(context);
  const { intent, ...values } = formValues(await request.formData());

  if (intent === "cancel") {
    const parsed = parseForm(values, cancelSchema);
    const cancelled = parsed.ok && (await cancelOrder(env, customer, parsed.data.number, getAfterResponse(context)));
    return data(
      { ok: cancelled, message: cancelled ? "Zamówienie zostało anulowane" : "Nie udało się anulować zamówienia" },
      { status: cancelled ? 200 : 409, headers: PRIVATE_HEADERS },
    );
  }

  const parsed = parseForm(values, profileUpdateSchema);
  if (intent !== "update" || !parsed.ok) {
    return refuseForm(profileUpdateFailed(parsed.ok ? undefined : firstMessage(parsed)), parsed.ok ? {} : parsed.fieldErrors, {}, { headers: PRIVATE_HEADERS });
  }
  const saved = await saveProfile(getDb(context), customer.profile, parsed.data);
  if (!saved.ok) return refuseForm(saved.message, {}, {}, { status: saved.status, headers: PRIVATE_HEADERS });
  // A form posted without JavaScript renders the page in this same request: its loader reads the saved profile.
  forgetCustomer(context);
  return data<ProfileSaveAnswer>({ ok: true, message: "Profil zaktualizowany" }, { headers: PRIVATE_HEADERS });
}

export const headers: Route.HeadersFunction = () => PRIVATE_HEADERS;

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta({ title: "Mój Profil", description: "Twoje dane, status konta i historia zamówień." }, matches), { name: "robots", content: "noindex, nofollow" }];
}

export default function ProfilePage({ loaderData: { email, profile, orders, complaints } }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
      <PageHeader eyebrow="Konto klienta" title="Mój Profil">
        <p>Sprawdź i popraw swoje dane do zamówień, zobacz status konta i historię zamówień, pobierz kopię swoich danych albo usuń konto.</p>
      </PageHeader>

      <div className="mt-8 grid items-start gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ProfileForm email={email} profile={profile} />
        </div>
        <div className="space-y-6">
          <AccountStatus profile={profile} />
          <DataRights />
        </div>
      </div>

      <div className="mt-6">
        <OrderHistory orders={orders} />
      </div>
      <ProfileComplaints complaints={complaints} />
    </div>
  );
}
