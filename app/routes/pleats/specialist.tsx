import { useSearchParams } from "react-router";
import type { Route } from "./+types/specialist";
import { pageMeta } from "~/lib/page-meta";
import { EnquirySection } from "~/components/enquiries/enquiry-form";
import { SpecialistEnquiryForm } from "./specialist/specialist-enquiry-form";
import { SpecialistModelDetail } from "./specialist/specialist-model-detail";
import { MODEL_DETAIL_ID, MODEL_PICKER_ID, SpecialistModelPicker } from "./specialist/specialist-model-picker";
import { PageHeader } from "~/components/ui/page-header";
import { publicPageHeaders } from "~/lib/caching";
import { specialistEnquirySchema } from "~/lib/schemas/specialist-enquiry";
import type { SeoHandle } from "~/lib/seo";
import { findSpecialistPleatModel, MAX_WIDTH_LIABILITY_NOTE } from "~/lib/specialist-pleat-models";
import { receiveEnquiry } from "~/server/enquiries/intake.server";
import { enquiryFormLoader, submitEnquiryForm } from "~/server/enquiries/form.server";

/** Each model has its own title and detail: its `model` query is part of the address. */
export const handle: SeoHandle = {
  canonicalSearch: (params) => {
    const model = findSpecialistPleatModel(params.get("model"));
    return model ? `?model=${encodeURIComponent(model.id)}` : "";
  },
};

export function meta({ matches, location }: Route.MetaArgs) {
  const model = findSpecialistPleatModel(new URLSearchParams(location.search).get("model"));
  return pageMeta(
    {
      title: model ? `Plisy specjalistyczne – ${model.name}` : "Plisy specjalistyczne",
      description: model
        ? `${model.name}: ${model.shapeName.toLowerCase()}. ${model.description} Zapytaj o wycenę plisy specjalistycznej.`
        : "Plisy do okien nietypowych: skosy, łuki, trójkąty, okna okrągłe i dachowe oraz plisy elektryczne. Wybierz model i zapytaj o wycenę.",
    },
    matches,
  );
}

export const loader = enquiryFormLoader;

export function action(args: Route.ActionArgs) {
  return submitEnquiryForm(args, "specialist_pleat", specialistEnquirySchema, (env, kind, { selectedModel, ...enquiry }, _userId, later) =>
    receiveEnquiry(env, kind, enquiry, { details: { selectedModel } }, later),
  );
}

export const headers = publicPageHeaders;

export default function SpecialistPleats({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const model = findSpecialistPleatModel(searchParams.get("model"));

  return (
    <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20 lg:px-8">
      <PageHeader eyebrow="Plisy" title="Plisy specjalistyczne" back={{ to: "/plisy", label: "Wróć do plis" }}>
        <p>
          Plisy do okien o nietypowych kształtach: ze skosem, łukiem, trójkątnych, okrągłych, dachowych i sufitowych, a także z napędem elektrycznym. Wybierz model, sprawdź, jak
          liczymy jego powierzchnię, i zapytaj o wycenę.
        </p>
      </PageHeader>

      <div className="mt-10 grid gap-8 lg:grid-cols-12">
        <section id={MODEL_PICKER_ID} aria-labelledby="wybierz-model" className="scroll-mt-20 lg:sticky lg:top-20 lg:col-span-5 lg:self-start">
          <h2 id="wybierz-model" className="text-lg font-semibold text-stone-950">
            Wybierz model
          </h2>
          <div className="mt-4">
            <SpecialistModelPicker selected={model} />
          </div>
        </section>

        <div className="space-y-8 lg:col-span-7">
          <section id={MODEL_DETAIL_ID} aria-label="Wybrany model" className="scroll-mt-20">
            {model ? (
              <SpecialistModelDetail model={model} />
            ) : (
              <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
                <h2 className="text-xl font-semibold text-stone-950">Który model pasuje do Twojego okna?</h2>
                <p className="mx-auto mt-3 max-w-lg leading-7 text-stone-600">
                  Wybierz model z listy, a zobaczysz jego kształt, opis, sposób liczenia powierzchni do wyceny i uwagi montażowe.
                </p>
                <p className="mx-auto mt-6 max-w-lg text-xs leading-5 text-stone-500">{MAX_WIDTH_LIABILITY_NOTE}</p>
              </div>
            )}
          </section>

          <EnquirySection title="Zapytaj o wycenę" lead="Plisy specjalistyczne wyceniamy indywidualnie. Napisz, jakie masz okno, a odpowiemy z ceną i terminem.">
            <SpecialistEnquiryForm model={model} email={loaderData.email} result={actionData} />
          </EnquirySection>
        </div>
      </div>
    </div>
  );
}
