import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { ComplaintPhotosField } from "~/components/complaints/complaint-form-parts";
import { FormAlert, FormField, SubmitButton } from "~/components/ui/form-field";
import { useFieldErrors } from "~/components/ui/use-field-errors";
import { COMPLAINT_TEXT_MAX } from "~/lib/complaints";
import type { FormRefusal } from "~/lib/forms";

export type ReplyRefusal = FormRefusal & { values: Record<string, string> };

/** The customer's answer in the case's conversation: a text and up to 5 photos, posted to the case page itself. */
export function ComplaintReplyForm({ action, refusal }: { action: string; refusal: ReplyRefusal | undefined }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formMethod === "POST";
  const alertRef = useRef<HTMLDivElement>(null);
  const { formProps, errorOf } = useFieldErrors({ serverErrors: refusal?.errors ?? {}, answer: refusal });

  useEffect(() => {
    if (refusal) alertRef.current?.focus();
  }, [refusal]);

  return (
    <Form {...formProps} method="post" encType="multipart/form-data" action={action} noValidate className="space-y-5">
      {refusal ? (
        <FormAlert ref={alertRef} tone="error">
          {refusal.message}
        </FormAlert>
      ) : null}
      <FormField as="textarea" label="Twoja odpowiedź" name="body" required rows={5} maxLength={COMPLAINT_TEXT_MAX} defaultValue={refusal?.values.body} error={errorOf("body")} />
      <ComplaintPhotosField error={errorOf("photos")} />
      <div className="flex justify-end">
        <SubmitButton pending={pending}>Wyślij odpowiedź</SubmitButton>
      </div>
    </Form>
  );
}
