import { useId, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { useFieldErrors } from "~/components/ui/use-field-errors";
import { FormField, selectClasses, SubmitButton } from "~/components/ui/form-field";
import { TextLink } from "~/components/ui/text-link";
import { ENQUIRY_KIND_LABELS, REPLY_MAX_LENGTH } from "~/lib/admin-enquiries-query";
import { ordersHref } from "~/lib/admin-orders-query";
import { formatDateTime } from "~/lib/dates";
import { complaintReasons, ENQUIRY_STATUS_LABELS, ENQUIRY_STATUSES } from "~/lib/enquiry-form";
import type { FieldErrors } from "~/lib/forms";
import type { EnquiryView } from "~/server/enquiries/inbox.server";
import { EnquiryStatusBadge } from "~/components/admin/enquiries-list";
import { smallLabelClasses } from "~/components/admin/list-filters";
import { CHARACTERS } from "~/lib/forms";
import { countOf } from "~/lib/plural";

const panel = "rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="text-sm break-words text-stone-900">{children}</dd>
    </div>
  );
}

/** Every field of the enquiry; a complaint's order number links to that order in the orders list when the shop has it. */
export function EnquiryFacts({ view: { enquiry, orderNumber } }: { view: EnquiryView }) {
  const { details } = enquiry;
  return (
    <section aria-labelledby="enquiry-facts" className={panel}>
      <h2 id="enquiry-facts" className="text-lg font-semibold text-stone-950">
        {enquiry.subject}
      </h2>
      <dl className="mt-4 space-y-3">
        <Fact label="Rodzaj">{ENQUIRY_KIND_LABELS[enquiry.kind]}</Fact>
        <Fact label="Status">
          <EnquiryStatusBadge status={enquiry.status} />
        </Fact>
        <Fact label="Wysłano">
          <time dateTime={enquiry.createdAt.toISOString()}>{formatDateTime(enquiry.createdAt)}</time>
        </Fact>
        <Fact label="Nadawca">
          {enquiry.firstName} {enquiry.lastName}
          {enquiry.userId ? <span className="ml-2 text-stone-600">(z konta klienta)</span> : null}
        </Fact>
        <Fact label="E-mail">{enquiry.email}</Fact>
        <Fact label="Telefon">{enquiry.phone ?? "—"}</Fact>
        {details?.selectedModel ? <Fact label="Model">{details.selectedModel}</Fact> : null}
        {details?.orderNumber ? (
          <Fact label="Numer zamówienia">
            {orderNumber ? (
              <TextLink to={ordersHref({ orderStatus: null, paymentStatus: null, search: orderNumber, page: 1 })}>{orderNumber}</TextLink>
            ) : (
              <>
                {details.orderNumber} <span className="text-stone-600">(nie ma takiego zamówienia)</span>
              </>
            )}
          </Fact>
        ) : null}
        {details?.complaintReason ? <Fact label="Powód reklamacji">{complaintReasons[details.complaintReason]}</Fact> : null}
        <Fact label="Wiadomość">
          <span className="whitespace-pre-line">{enquiry.message || "—"}</span>
        </Fact>
      </dl>
    </section>
  );
}

/** Any status to any other, one select; the page's action answers with a toast. */
export function EnquiryStatusForm({ status }: { status: EnquiryView["enquiry"]["status"] }) {
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "status";
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="status" />
      <div>
        <label htmlFor={`${id}-status`} className={smallLabelClasses}>
          Status zgłoszenia
        </label>
        <select key={status} id={`${id}-status`} name="status" defaultValue={status} className={`mt-1 ${selectClasses}`}>
          {ENQUIRY_STATUSES.map((option) => (
            <option key={option} value={option}>
              {ENQUIRY_STATUS_LABELS[option]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" disabled={busy} className={buttonClasses("secondary")}>
        Zmień status
      </button>
    </Form>
  );
}

const deliveryLabels = { sending: "E-mail w trakcie wysyłki", sent: "E-mail wysłany", limited: "E-mail wstrzymany: limit wiadomości na ten adres" } as const;

/** The owner's answers, oldest first, each with who wrote it, when, and what became of its e-mail. */
export function EnquiryReplies({ replies }: { replies: EnquiryView["replies"] }) {
  return (
    <section aria-labelledby="enquiry-replies" className="space-y-3">
      <h2 id="enquiry-replies" className="text-lg font-semibold text-stone-950">
        Odpowiedzi
      </h2>
      {replies.length ? (
        <ol className="space-y-3">
          {replies.map((reply) => (
            <li key={reply.id} className={panel}>
              <p className="text-sm text-stone-600">
                <span className="font-medium text-stone-900">{reply.userEmail}</span> · <time dateTime={reply.createdAt.toISOString()}>{formatDateTime(reply.createdAt)}</time> ·{" "}
                {reply.delivery ? deliveryLabels[reply.delivery] : "E-mail czeka na wysłanie"}
              </p>
              <p className="mt-2 text-sm whitespace-pre-line text-stone-900">{reply.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-stone-600">Nikt jeszcze nie odpowiedział na to zgłoszenie.</p>
      )}
    </section>
  );
}

/** The answer e-mailed to the sender; a sent answer empties the form (its key is the number of replies). */
export function EnquiryReplyForm({ email, errors, answer }: { email: string; errors: FieldErrors; answer: unknown }) {
  const navigation = useNavigation();
  const { formProps, errorOf } = useFieldErrors({ serverErrors: errors, answer });
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "reply";
  return (
    <Form {...formProps} method="post" className={`${panel} space-y-4`} aria-labelledby="enquiry-reply-heading">
      <h2 id="enquiry-reply-heading" className="text-lg font-semibold text-stone-950">
        Odpowiedz
      </h2>
      <input type="hidden" name="intent" value="reply" />
      <FormField
        as="textarea"
        label="Treść odpowiedzi"
        name="body"
        rows={8}
        maxLength={REPLY_MAX_LENGTH}
        required
        error={errorOf("body")}
        hint={`Trafi e-mailem na adres ${email} i zostanie zapisana przy zgłoszeniu. Najwyżej ${countOf(REPLY_MAX_LENGTH, CHARACTERS)}.`}
      />
      <SubmitButton pending={busy}>Wyślij odpowiedź</SubmitButton>
    </Form>
  );
}
