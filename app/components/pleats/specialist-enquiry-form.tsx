import { useEffect, useRef } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { FormAlert, FormField, formErrorSummary, SubmitButton } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import type { FieldErrors } from "~/lib/forms";
import { specialistEnquirySubject, type SpecialistPleatModel } from "~/lib/specialist-pleat-models";
import { MODEL_PICKER_ID } from "./specialist-model-picker";

/** The heading above the form; the answer page opens there, also when the form was sent without JavaScript. */
export const ENQUIRY_HEADING_ID = "zapytanie";

export const ENQUIRY_SENT_MESSAGE = "Wiadomość została wysłana pomyślnie!";
export const ENQUIRY_FAILED_MESSAGE = "Wystąpił błąd podczas wysyłania wiadomości. Spróbuj ponownie.";

/** What the route's action answers; `values` is what the visitor typed, to show it again. */
export type SpecialistEnquiryResult =
  | { status: "sent" }
  | { status: "invalid"; errors: FieldErrors; values: Record<string, string> }
  | { status: "failed"; values: Record<string, string> };

/**
 * The enquiry about the chosen model, posted to the page's own action. A plain form without
 * JavaScript; with it, the page stays where it is, the button shows the pending state and a toast
 * repeats the outcome.
 */
export function SpecialistEnquiryForm({ model, result }: { model: SpecialistPleatModel | null; result: SpecialistEnquiryResult | undefined }) {
  const { search } = useLocation();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formMethod === "POST";
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const errors = result?.status === "invalid" ? result.errors : {};
  const values = result && result.status !== "sent" ? result.values : {};
  const modelError = errors.selectedModel;

  // Each answer of the action is a new object, so this runs once per submission.
  useEffect(() => {
    if (!result) return;
    if (result.status === "sent") {
      formRef.current?.reset();
      toast.success(ENQUIRY_SENT_MESSAGE);
      alertRef.current?.focus();
    } else if (result.status === "invalid") {
      toast.error(formErrorSummary(result.errors));
      const firstInvalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      (firstInvalid ?? alertRef.current)?.focus();
    } else {
      toast.error(ENQUIRY_FAILED_MESSAGE);
      alertRef.current?.focus();
    }
  }, [result, toast]);

  return (
    <Form ref={formRef} method="post" action={`${search}#${ENQUIRY_HEADING_ID}`} noValidate className="space-y-5">
      {result?.status === "sent" ? (
        <FormAlert ref={alertRef} tone="success">
          <p>{ENQUIRY_SENT_MESSAGE}</p>
          <p className="mt-1 font-normal">Odpowiemy na adres e-mail podany w formularzu.</p>
        </FormAlert>
      ) : result?.status === "invalid" ? (
        <FormAlert ref={alertRef} tone="error">
          {formErrorSummary(result.errors)}
        </FormAlert>
      ) : result?.status === "failed" ? (
        <FormAlert ref={alertRef} tone="error">
          {ENQUIRY_FAILED_MESSAGE}
        </FormAlert>
      ) : null}

      <div
        className={`rounded-xl border p-4 text-sm ${modelError ? "border-red-300 bg-red-50" : "border-stone-200 bg-stone-50"}`}
        aria-live="polite"
      >
        {model ? (
          <p className="text-stone-700">
            Zapytanie dotyczy: <strong className="text-stone-950">{model.name}</strong> ({model.shapeName.toLowerCase()})
          </p>
        ) : (
          <p className="text-stone-700">
            Nie wybrano modelu.{" "}
            <a href={`#${MODEL_PICKER_ID}`} className="font-medium text-accent-700 underline underline-offset-2 hover:text-accent-800">
              Wybierz model z listy
            </a>
            , o który chcesz zapytać.
          </p>
        )}
        {modelError ? <p className="mt-1 font-medium text-red-700">{modelError}</p> : null}
      </div>
      <input type="hidden" name="selectedModel" value={model?.id ?? ""} />

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Imię" name="firstName" autoComplete="given-name" required defaultValue={values.firstName} error={errors.firstName} />
        <FormField label="Nazwisko" name="lastName" autoComplete="family-name" required defaultValue={values.lastName} error={errors.lastName} />
        <FormField label="E-mail" name="email" type="email" autoComplete="email" inputMode="email" required defaultValue={values.email} error={errors.email} />
        <FormField label="Telefon" name="phone" type="tel" autoComplete="tel" inputMode="tel" defaultValue={values.phone} error={errors.phone} />
      </div>
      <FormField
        label="Temat"
        name="subject"
        required
        // Follows the chosen model until the visitor types their own subject.
        defaultValue={values.subject ?? specialistEnquirySubject(model)}
        error={errors.subject}
      />
      <FormField
        as="textarea"
        label="Wiadomość"
        name="message"
        rows={6}
        required
        defaultValue={values.message}
        error={errors.message}
        hint={
          model?.sided
            ? "Podaj wymiary okna według reguły wybranego modelu, liczbę plis, kolor tkaniny i profilu oraz wersję: P lub L."
            : "Podaj wymiary okna według reguły wybranego modelu, liczbę plis oraz kolor tkaniny i profilu."
        }
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-stone-500">
          Pola oznaczone <span className="text-accent-700">*</span> są wymagane.
        </p>
        <SubmitButton pending={pending}>Wyślij zapytanie</SubmitButton>
      </div>
    </Form>
  );
}
