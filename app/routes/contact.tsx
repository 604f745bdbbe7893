import { useSearchParams } from "react-router";
import type { Route } from "./+types/contact";
import { pageMeta } from "~/lib/page-meta";
import { useShopInfo } from "~/lib/shop-identity";
import { ContactLinks, ContactRow } from "~/components/enquiries/contact-channels";
import { SocialLinks } from "./contact/social-links";
import { EnquiryForm, EnquirySection, MessageFields } from "~/components/enquiries/enquiry-form";
import { LocationCard } from "./contact/location-card";
import { PageHeader } from "~/components/ui/page-header";
import { MapPinIcon } from "~/components/ui/icons";
import { publicPageHeaders } from "~/lib/caching";
import { contactEnquirySchema } from "~/lib/schemas/enquiry";
import { receiveEnquiry } from "~/server/enquiries/intake.server";
import { enquiryFormLoader, submitEnquiryForm } from "~/server/enquiries/form.server";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: "Kontakt",
      description: "Zadzwoń, napisz e-mail albo wyślij wiadomość przez formularz: odpowiemy na pytania o plisy, moskitiery i meble na wymiar.",
    },
    matches,
  );
}

export const loader = enquiryFormLoader;

export function action(args: Route.ActionArgs) {
  return submitEnquiryForm(args, "contact", contactEnquirySchema, (env, kind, enquiry, _userId, later) => receiveEnquiry(env, kind, enquiry, {}, later));
}

export const headers = publicPageHeaders;

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const shop = useShopInfo();
  // Links elsewhere name the subject, e.g. the footer's 'Zgłoś błąd na stronie' sends 'Znaleziono błąd'.
  const [searchParams] = useSearchParams();
  const subject = searchParams.get("subject")?.slice(0, 200) ?? undefined;

  return (
    <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20 lg:px-8">
      <PageHeader eyebrow="Kontakt" title="Skontaktuj się z nami">
        <p>
          Masz pytanie o plisy, moskitiery albo meble na zamówienie? Zadzwoń, napisz e-mail lub wyślij wiadomość przez formularz. Chętnie pomożemy dobrać produkt i zmierzyć okno.
        </p>
      </PageHeader>

      <div className="mt-10 grid gap-8 lg:grid-cols-12">
        <div className="space-y-8 lg:col-span-5">
          <section aria-labelledby="dane-kontaktowe" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
            <h2 id="dane-kontaktowe" className="text-lg font-semibold text-stone-950">
              Dane kontaktowe
            </h2>
            <address className="mt-5 not-italic">
              <ContactLinks shop={shop}>
                <ContactRow icon={MapPinIcon} label="Adres">
                  <p className="font-semibold">{shop.name}</p>
                  <p>
                    {shop.street}, {shop.postalCode} {shop.city}
                  </p>
                  <p className="mt-1 text-sm text-stone-600">NIP: {shop.nip}</p>
                </ContactRow>
              </ContactLinks>
            </address>
            <h3 className="mt-8 text-sm font-semibold text-stone-950">Znajdziesz nas też tutaj</h3>
            <div className="mt-3">
              <SocialLinks shop={shop} className="flex flex-wrap gap-3" />
            </div>
          </section>

          <section aria-labelledby="jak-dojechac">
            <h2 id="jak-dojechac" className="sr-only">
              Mapa
            </h2>
            <LocationCard shop={shop} />
          </section>
        </div>

        <div className="lg:col-span-7">
          <EnquirySection title="Napisz do nas" lead="Opisz, w czym możemy pomóc. Jeśli pytasz o konkretny produkt, podaj wymiary okna lub wnęki.">
            <EnquiryForm kind="contact" result={actionData} submitLabel="Wyślij wiadomość" defaults={{ subject, email: loaderData.email }}>
              {(field) => <MessageFields field={field} />}
            </EnquiryForm>
          </EnquirySection>
        </div>
      </div>
    </div>
  );
}
