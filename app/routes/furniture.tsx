import type { Route } from "./+types/furniture";
import { pageMeta } from "~/lib/page-meta";
import { useShopInfo } from "~/lib/shop-identity";
import { ContactLinks } from "~/components/enquiries/contact-channels";
import { EnquiryForm, EnquirySection, MessageFields } from "~/components/enquiries/enquiry-form";
import { FurnitureGallery } from "./furniture/furniture-gallery";
import { PageHeader } from "~/components/ui/page-header";
import { publicPageHeaders } from "~/lib/caching";
import { FURNITURE_DEFAULT_SUBJECT } from "~/lib/enquiry-form";
import { furnitureEnquirySchema } from "~/lib/schemas/enquiry";
import { receiveEnquiry } from "~/server/enquiries/intake.server";
import { enquiryFormLoader, submitEnquiryForm } from "~/server/enquiries/form.server";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: "Meble na zamówienie",
      description: "Szafy wnękowe, zabudowy kuchenne, regały i biurka wykonywane na wymiar. Opisz swój pomysł, a przygotujemy wycenę.",
    },
    matches,
  );
}

export const loader = enquiryFormLoader;

export function action(args: Route.ActionArgs) {
  return submitEnquiryForm(args, "furniture", furnitureEnquirySchema, (env, kind, enquiry, _userId, later) => receiveEnquiry(env, kind, enquiry, {}, later));
}

export const headers = publicPageHeaders;

const ENQUIRY_TIPS = [
  "rodzaj mebla i pomieszczenie, w którym stanie",
  "wymiary miejsca: szerokość, wysokość i głębokość",
  "materiał, kolor i rodzaj frontów",
  "szkic lub zdjęcie wnęki, jeśli je masz (możesz je dosłać e-mailem)",
];

export default function Furniture({ loaderData, actionData }: Route.ComponentProps) {
  const shop = useShopInfo();
  return (
    <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20 lg:px-8">
      <PageHeader eyebrow="Meble" title="Meble na zamówienie">
        <p>Szafy, zabudowy kuchenne, regały i biurka projektujemy i wykonujemy pod konkretne wnętrze, co do centymetra. Opisz swój pomysł, a przygotujemy wycenę.</p>
      </PageHeader>

      <section aria-labelledby="realizacje" className="mt-12">
        <h2 id="realizacje" className="text-2xl font-bold tracking-tight text-stone-950">
          Co dla Ciebie wykonamy
        </h2>
        <p className="mt-2 mb-6 max-w-2xl text-stone-600">Ilustracje poglądowe: każdy mebel powstaje według Twoich wymiarów, w wybranym materiale i kolorze.</p>
        <FurnitureGallery />
      </section>

      <div className="mt-14 grid gap-8 lg:grid-cols-12">
        <div className="space-y-6 lg:col-span-5">
          <section aria-labelledby="kontakt-bezposredni" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
            <h2 id="kontakt-bezposredni" className="text-lg font-semibold text-stone-950">
              Wolisz porozmawiać?
            </h2>
            <p className="mt-1 mb-5 text-sm leading-6 text-stone-600">Zadzwoń albo napisz bezpośrednio, omówimy projekt.</p>
            <ContactLinks shop={shop} />
          </section>
          <section aria-labelledby="co-napisac" className="rounded-2xl border border-stone-200 bg-stone-100/60 p-5 sm:p-6">
            <h2 id="co-napisac" className="text-lg font-semibold text-stone-950">
              Co napisać w zapytaniu
            </h2>
            <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm leading-6 text-stone-700 marker:text-accent-600">
              {ENQUIRY_TIPS.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </section>
        </div>

        <div className="lg:col-span-7">
          <EnquirySection title="Zapytaj o meble" lead="Wyślij zapytanie, a odpowiemy z wyceną i propozycją terminu.">
            <EnquiryForm kind="furniture" result={actionData} submitLabel="Wyślij zapytanie" defaults={{ subject: FURNITURE_DEFAULT_SUBJECT, email: loaderData.email }}>
              {(field) => <MessageFields field={field} subjectRequired={false} messageHint="Jaki mebel, do jakiego pomieszczenia, w jakich wymiarach i kolorze." />}
            </EnquiryForm>
          </EnquirySection>
        </div>
      </div>
    </div>
  );
}
