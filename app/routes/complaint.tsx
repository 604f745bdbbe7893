import type { Route } from "./+types/complaint";
import { pageMeta } from "~/lib/page-meta";
import { ComplaintFields, ComplaintPolicySummary } from "./complaint/complaint-fields";
import { EnquiryForm, EnquirySection } from "~/components/enquiries/enquiry-form";
import { PageHeader } from "~/components/ui/page-header";
import { complaintSchema } from "~/lib/schemas/enquiry";
import { receiveComplaint } from "~/server/enquiries/intake.server";
import { enquiryFormHeaders, enquiryFormLoader, submitEnquiryForm } from "~/server/enquiries/form.server";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: "Złóż reklamację",
      description: "Formularz reklamacji zamówienia: podaj numer zamówienia, wybierz powód i opisz problem. Reklamacje rozpatrujemy w ciągu 14 dni roboczych.",
    },
    matches,
  );
}

export const loader = enquiryFormLoader;

export function action(args: Route.ActionArgs) {
  // Stored as an enquiry; naming the sender's own order, it also opens a complaint case of that order.
  return submitEnquiryForm(args, "complaint", complaintSchema, (env, _kind, complaint, userId, later) => receiveComplaint(env, complaint, userId, later));
}

export const headers = enquiryFormHeaders;

export default function Complaint({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20 lg:px-8">
      <PageHeader eyebrow="Reklamacje" title="Złóż reklamację">
        <p>
          Coś jest nie tak z zamówieniem? Wypełnij formularz: podaj numer zamówienia, wybierz powód i opisz problem. Potwierdzenie zgłoszenia wyślemy na adres e-mail podany w
          zamówieniu, jeśli wpiszesz ten sam adres, a zalogowanym klientom na adres ich konta.
        </p>
      </PageHeader>

      <div className="mt-10 grid gap-8 lg:grid-cols-12">
        <div className="lg:col-span-8">
          <EnquirySection title="Formularz reklamacji" lead="Im dokładniej opiszesz problem, tym szybciej go rozwiążemy.">
            <EnquiryForm kind="complaint" result={actionData} submitLabel="Wyślij reklamację" defaults={{ email: loaderData.email }}>
              {(field) => <ComplaintFields field={field} />}
            </EnquiryForm>
          </EnquirySection>
        </div>
        <aside className="lg:col-span-4 lg:sticky lg:top-20 lg:self-start">
          <ComplaintPolicySummary />
        </aside>
      </div>
    </div>
  );
}
