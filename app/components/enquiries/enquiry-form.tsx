import { useEffect, useId, useRef, type ReactNode } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { EmailField, FormAlert, FormField, SubmitButton } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { useFieldErrors } from "~/components/ui/use-field-errors";
import { ENQUIRY_TEXTS, HONEYPOT_FIELD, type EnquiryFormResult, type EnquiryKind } from "~/lib/enquiry-form";

/** The id of the heading above a page's enquiry form; the answer opens there, also after a POST without JavaScript. */
const ENQUIRY_FORM_ANCHOR = "formularz";

/** The props that tie a FormField to the form's state: what was typed (or the default) and the message it shows. */
export type EnquiryField = (name: string) => { name: string; defaultValue: string | undefined; error: string | undefined };

/**
 * Every enquiry form of the shop: the sender's name, e-mail and phone, then what the kind asks
 * for (`children`), posted to the page's own action. A plain form without JavaScript; with it, the
 * page stays where it is, the button shows the pending state and a toast repeats the outcome.
 */
export function EnquiryForm({
  kind,
  result,
  submitLabel,
  defaults = {},
  intro,
  children,
}: {
  kind: EnquiryKind;
  result: EnquiryFormResult | undefined;
  submitLabel: string;
  /** What a field shows before anything was typed: a pre-filled subject, the signed-in customer's e-mail. */
  defaults?: Readonly<Record<string, string | null | undefined>>;
  /** Shown above the fields, e.g. what the enquiry is about. */
  intro?: (field: EnquiryField) => ReactNode;
  children: (field: EnquiryField) => ReactNode;
}) {
  const texts = ENQUIRY_TEXTS[kind];
  const { search } = useLocation();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formMethod === "POST";
  const toast = useToast();
  const alertRef = useRef<HTMLDivElement>(null);

  const refusal = result && !result.ok ? result : undefined;
  // No check in the browser: these pages load no zod, the server's messages are the form's.
  const { formProps, errorOf } = useFieldErrors({ serverErrors: refusal?.errors ?? {}, answer: result });
  const formRef = formProps.ref;
  const values = refusal?.values ?? {};
  const field: EnquiryField = (name) => ({ name, defaultValue: values[name] ?? defaults[name] ?? undefined, error: errorOf(name) });

  // Each answer of the action is a new object, so this runs once per submission.
  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      formRef.current?.reset();
      toast.success(texts.sent);
      alertRef.current?.focus();
    } else {
      toast.error(result.message);
      // The first field to correct; a refusal of the whole message (the rate limit, a failure) has none.
      const firstInvalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      (firstInvalid ?? alertRef.current)?.focus();
    }
  }, [result, toast, texts, formRef]);

  return (
    <Form {...formProps} method="post" action={`${search}#${ENQUIRY_FORM_ANCHOR}`} noValidate className="space-y-5">
      {result?.ok ? (
        <FormAlert ref={alertRef} tone="success">
          <p>{texts.sent}</p>
          <p className="mt-1 font-normal">{texts.next}</p>
        </FormAlert>
      ) : refusal ? (
        <FormAlert ref={alertRef} tone="error">
          {refusal.message}
        </FormAlert>
      ) : null}

      {intro?.(field)}

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Imię" autoComplete="given-name" required {...field("firstName")} />
        <FormField label="Nazwisko" autoComplete="family-name" required {...field("lastName")} />
        <EmailField label="E-mail" {...field("email")} />
        <FormField label="Telefon" type="tel" autoComplete="tel" inputMode="tel" {...field("phone")} />
      </div>
      <Honeypot />

      {children(field)}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-stone-500">
          Pola oznaczone <span className="text-accent-700">*</span> są wymagane.
        </p>
        <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}

/** Out of sight, out of the tab order and hidden from assistive technology: a person never meets it. */
export function Honeypot() {
  const id = useId();
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>Strona internetowa (zostaw to pole puste)</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** Subject and message, as the contact, furniture and specialist-pleats forms ask for them. */
export function MessageFields({
  field,
  subjectRequired = true,
  messageHint,
}: {
  field: EnquiryField;
  /** The furniture enquiry has a default subject, so the visitor may leave it empty. */
  subjectRequired?: boolean;
  messageHint?: string;
}) {
  return (
    <>
      <FormField label="Temat" required={subjectRequired} {...field("subject")} />
      <FormField as="textarea" label="Wiadomość" rows={6} required hint={messageHint} {...field("message")} />
    </>
  );
}

/** The card a page's enquiry form sits in, headed so the answer page can open at it. */
export function EnquirySection({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={ENQUIRY_FORM_ANCHOR} className="scroll-mt-20 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 id={ENQUIRY_FORM_ANCHOR} className="text-2xl font-bold tracking-tight text-stone-950">
        {title}
      </h2>
      <p className="mt-2 mb-6 leading-7 text-stone-600">{lead}</p>
      {children}
    </section>
  );
}
