import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { ChoiceGroup, ComplaintPhotosField } from "~/components/complaints/complaint-form-parts";
import { FormAlert, FormField, SubmitButton } from "~/components/ui/form-field";
import { useFieldErrors } from "~/components/ui/use-field-errors";
import { COMPLAINT_REMEDIES, COMPLAINT_REMEDY_LABELS, COMPLAINT_TEXT_MAX, complaintReasons, orderComplaintsPath } from "~/lib/complaints";
import type { FormRefusal } from "~/lib/forms";
import type { LineDescription } from "~/lib/line-description";
import { withOrderToken } from "~/lib/order-number";

/** What the action gives back when it refused the form: the messages, and what was typed and ticked. */
export type FilingRefusal = FormRefusal & { values: Record<string, string>; lines: string[] };

export interface FilingFormLine {
  id: number;
  description: LineDescription;
  quantity: number;
}

/** The complaint about chosen lines of the order: the reason, what the customer asks for, a description and photos. */
export function ComplaintFilingForm({
  orderNumber,
  token,
  lines,
  refusal,
}: {
  orderNumber: string;
  token: string | null;
  lines: readonly FilingFormLine[];
  refusal: FilingRefusal | undefined;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formMethod === "POST";
  const alertRef = useRef<HTMLDivElement>(null);
  const { formProps, errorOf } = useFieldErrors({ serverErrors: refusal?.errors ?? {}, answer: refusal });
  const values = refusal?.values ?? {};
  // One line is the whole order: ticked from the start.
  const ticked = new Set(refusal ? refusal.lines : lines.length === 1 ? [String(lines[0]!.id)] : []);

  useEffect(() => {
    if (refusal) alertRef.current?.focus();
  }, [refusal]);

  return (
    <Form {...formProps} method="post" encType="multipart/form-data" action={withOrderToken(orderComplaintsPath(orderNumber), token)} noValidate className="space-y-6">
      {refusal ? (
        <FormAlert ref={alertRef} tone="error">
          {refusal.message}
        </FormAlert>
      ) : null}

      <ChoiceGroup
        legend="Których produktów dotyczy reklamacja?"
        name="lines"
        type="checkbox"
        columns={false}
        checked={(value) => ticked.has(value)}
        error={errorOf("lines")}
        choices={lines.map((line) => ({
          value: String(line.id),
          label: (
            <>
              <span className="block font-medium">{line.description.title}</span>
              <span className="block text-stone-600">{[...line.description.details.map((detail) => `${detail.label}: ${detail.value}`), `${line.quantity} szt.`].join(" · ")}</span>
            </>
          ),
        }))}
      />

      <ChoiceGroup
        legend="Powód reklamacji"
        name="reason"
        type="radio"
        checked={(value) => values.reason === value}
        error={errorOf("reason")}
        choices={Object.entries(complaintReasons).map(([value, label]) => ({ value, label }))}
      />

      <ChoiceGroup
        legend="Czego oczekujesz?"
        name="requestedRemedy"
        type="radio"
        checked={(value) => values.requestedRemedy === value}
        error={errorOf("requestedRemedy")}
        choices={COMPLAINT_REMEDIES.map((value) => ({ value, label: COMPLAINT_REMEDY_LABELS[value] }))}
      />

      <FormField
        as="textarea"
        label="Opis problemu"
        name="description"
        required
        rows={6}
        maxLength={COMPLAINT_TEXT_MAX}
        hint="Opisz, co jest nie tak i kiedy to zauważyłeś. Jeśli zmierzyłeś okno jeszcze raz, podaj wymiary."
        defaultValue={values.description}
        error={errorOf("description")}
      />

      <ComplaintPhotosField error={errorOf("photos")} />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-stone-500">
          Pola oznaczone <span className="text-accent-700">*</span> są wymagane.
        </p>
        <SubmitButton pending={pending}>Złóż reklamację</SubmitButton>
      </div>
    </Form>
  );
}
