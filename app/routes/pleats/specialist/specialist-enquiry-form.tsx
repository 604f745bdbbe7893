import { EnquiryForm, MessageFields } from "~/components/enquiries/enquiry-form";
import { textLinkClasses } from "~/components/ui/text-link";
import type { EnquiryFormResult } from "~/lib/enquiry-form";
import { specialistEnquirySubject, type SpecialistPleatModel } from "~/lib/specialist-pleat-models";
import { MODEL_PICKER_ID } from "./specialist-model-picker";

/** The enquiry about the chosen model: the contact form with the model it asks about; `email` pre-fills a signed-in customer's address. */
export function SpecialistEnquiryForm({ model, email, result }: { model: SpecialistPleatModel | null; email: string | null; result: EnquiryFormResult | undefined }) {
  return (
    <EnquiryForm
      kind="specialist_pleat"
      result={result}
      submitLabel="Wyślij zapytanie"
      // The subject follows the chosen model until the visitor types their own.
      defaults={{ subject: specialistEnquirySubject(model), email }}
      intro={(field) => <ModelNotice model={model} error={field("selectedModel").error} />}
    >
      {(field) => (
        <MessageFields
          field={field}
          messageHint={
            model?.sided
              ? "Podaj wymiary okna według reguły wybranego modelu, liczbę plis, kolor tkaniny i profilu oraz wersję: P lub L."
              : "Podaj wymiary okna według reguły wybranego modelu, liczbę plis oraz kolor tkaniny i profilu."
          }
        />
      )}
    </EnquiryForm>
  );
}

/** Which model the enquiry is about, or a way to choose one; the model travels as a hidden field. */
function ModelNotice({ model, error }: { model: SpecialistPleatModel | null; error: string | undefined }) {
  return (
    <>
      <div className={`rounded-xl border p-4 text-sm ${error ? "border-red-300 bg-red-50" : "border-stone-200 bg-stone-50"}`} aria-live="polite">
        {model ? (
          <p className="text-stone-700">
            Zapytanie dotyczy: <strong className="text-stone-950">{model.name}</strong> ({model.shapeName.toLowerCase()})
          </p>
        ) : (
          <p className="text-stone-700">
            Nie wybrano modelu.{" "}
            <a href={`#${MODEL_PICKER_ID}`} className={textLinkClasses}>
              Wybierz model z listy
            </a>
            , o który chcesz zapytać.
          </p>
        )}
        {error ? <p className="mt-1 font-medium text-red-700">{error}</p> : null}
      </div>
      <input type="hidden" name="selectedModel" value={model?.id ?? ""} />
    </>
  );
}
