import { data } from "react-router";
import type { Route } from "./+types/my-data";
import { AccountSection } from "~/components/account/account-section";
import { LoadFailedPage } from "~/components/layout/error-pages";
import { buttonClasses } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/page-header";
import { MY_DATA_JSON_PATH } from "~/lib/account-data";
import { PRIVATE_CACHE_CONTROL } from "~/lib/caching";
import { formatDateTime } from "~/lib/dates";
import { pageMeta } from "~/lib/page-meta";
import { accountData, describedLines } from "~/server/accounts/data-export.server";
import { getDb, getShopSettings, getSignedInCustomer } from "~/server/platform/request-context.server";
import { Facts, when, yesNo } from "./my-data/facts";
import { ComplaintsData, ConsentsData, EnquiriesData, SampleRequestsData } from "./my-data/messages-data";
import { OrdersData } from "./my-data/orders-data";

// /profile/moje-dane: everything the shop holds about the signed-in account, to read and print (GDPR art. 15); the same
// document as the JSON download (./my-data-json.ts).

const PRIVATE_HEADERS = { "Cache-Control": PRIVATE_CACHE_CONTROL } as const;

export async function loader({ context }: Route.LoaderArgs) {
  const document = await accountData(getDb(context), await getSignedInCustomer(context), await getShopSettings(context));
  return data({ document, lines: describedLines(document) }, { headers: PRIVATE_HEADERS });
}

export const headers: Route.HeadersFunction = () => PRIVATE_HEADERS;

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta({ title: "Moje dane", description: "Wszystko, co sklep przechowuje o Twoim koncie." }, matches), { name: "robots", content: "noindex, nofollow" }];
}

export default function MyDataPage({ loaderData: { document, lines } }: Route.ComponentProps) {
  const { shop, account, profile } = document;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 md:py-14 lg:px-8 print:max-w-none print:p-0">
      <PageHeader eyebrow="Konto klienta" title="Moje dane" back={{ to: "/profile", label: "Wróć do profilu" }}>
        <p>
          Wszystko, co {shop.legalName} ({shop.name}) przechowuje o Twoim koncie, stan na {when(document.generatedAt)}. Te same dane pobierzesz jako plik JSON, który możesz
          zachować albo przekazać innej firmie.
        </p>
      </PageHeader>
      <div className="mt-6 flex flex-wrap gap-3 print:hidden">
        <a href={MY_DATA_JSON_PATH} download className={buttonClasses("primary")}>
          Pobierz plik JSON
        </a>
        <button type="button" onClick={() => window.print()} className={buttonClasses("secondary")}>
          Drukuj
        </button>
      </div>

      <div className="mt-8 space-y-6">
        <AccountSection title="Konto">
          <Facts
            facts={[
              { label: "E-mail", value: account.email },
              { label: "Konto założone", value: when(account.createdAt) },
              { label: "Adres e-mail potwierdzony", value: yesNo(account.emailVerified) },
              { label: "Administrator sklepu", value: yesNo(account.administrator) },
              { label: "Identyfikator konta", value: account.id },
            ]}
          />
        </AccountSection>

        <AccountSection title="Dane osobowe" lead={`Ostatnia zmiana: ${formatDateTime(new Date(profile.updatedAt))}`}>
          <Facts
            facts={[
              { label: "Imię", value: profile.firstName },
              { label: "Nazwisko", value: profile.lastName },
              { label: "Telefon", value: profile.phone },
              { label: "Ulica i numer", value: `${profile.street} ${profile.houseNumber}${profile.apartmentNumber ? `/${profile.apartmentNumber}` : ""}`.trim() },
              { label: "Kod pocztowy", value: profile.postalCode },
              { label: "Miasto", value: profile.city },
            ]}
          />
        </AccountSection>

        <AccountSection
          title="Zgody"
          lead="Zgody zapisujemy razem z tym, przy czym zostały udzielone: czas to chwila zapisania konta, zamówienia lub zamówienia próbek. Wybór dotyczący plików cookie zostaje tylko w Twojej przeglądarce."
        >
          <ConsentsData consents={document.consents} />
        </AccountSection>

        <AccountSection title={`Zamówienia (${document.orders.length})`} lead="Złożone z tego konta lub na jego adres e-mail.">
          <OrdersData orders={document.orders} lines={lines} />
        </AccountSection>

        <AccountSection title={`Wiadomości i reklamacje (${document.enquiries.length})`} lead="Wysłane przez formularze sklepu z tego konta lub z jego adresu e-mail.">
          <EnquiriesData enquiries={document.enquiries} />
        </AccountSection>

        <AccountSection title={`Sprawy reklamacyjne (${document.complaints.length})`} lead="Reklamacje zamówień z tego konta, z rozmową i decyzją sklepu.">
          <ComplaintsData complaints={document.complaints} />
        </AccountSection>

        <AccountSection title={`Zamówienia bezpłatnych próbek (${document.sampleRequests.length})`}>
          <SampleRequestsData requests={document.sampleRequests} />
        </AccountSection>
      </div>

      <p className="mt-8 text-sm text-stone-600">
        Pytania o Twoje dane: <a href={`mailto:${shop.email}`}>{shop.email}</a>.
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <LoadFailedPage
      title="Nie udało się pobrać Twoich danych"
      text="Nie możemy teraz pokazać Twoich danych. Spróbuj ponownie za chwilę."
      back={{ to: "/profile", label: "Wróć do profilu" }}
    />
  );
}
