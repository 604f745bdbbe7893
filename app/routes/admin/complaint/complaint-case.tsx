import { useId, useState, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Countdown } from "~/components/admin/complaint-countdown";
import { ComplaintConversation, ComplaintStatusBadge } from "~/components/complaints/complaint-parts";
import { buttonClasses } from "~/components/ui/button";
import { FormField, SubmitButton } from "~/components/ui/form-field";
import { TextLink, textLinkClasses } from "~/components/ui/text-link";
import { useFieldErrors } from "~/components/ui/use-field-errors";
import { ordersHref } from "~/lib/admin-orders-query";
import { remakeSizeField } from "~/lib/complaint-remake";
import {
  adminComplaintDecisionPath,
  COMPLAINT_REMEDIES,
  COMPLAINT_REMEDY_LABELS,
  COMPLAINT_TEXT_MAX,
  type ComplaintMessageView,
  type ComplaintRemedy,
  complaintReasons,
  complaintDayText,
} from "~/lib/complaints";
import { formatDateTime } from "~/lib/dates";
import { CHARACTERS, type FieldErrors } from "~/lib/forms";
import { formatPln } from "~/lib/money";
import { paymentMethodLabel, paymentStatusLabel } from "~/lib/order-status";
import { countOf } from "~/lib/plural";
import type { AdminComplaint } from "~/server/complaints/admin.server";

/** The case as the page's loader gives it (its conversation apart). */
export type CaseView = Omit<AdminComplaint, "messages" | "photos">;

const panel = "rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6";
const heading = "text-lg font-semibold text-stone-950";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="text-sm break-words text-stone-900">{children}</dd>
    </div>
  );
}

const orderLink = (number: string) => ordersHref({ orderStatus: null, paymentStatus: null, search: number, page: 1 });

/** The case's facts: when it came and is due, who complains and why, about which order and lines. */
export function ComplaintFacts({ view, daysLeft }: { view: CaseView; daysLeft: number | null }) {
  const { complaint, order, invoice } = view;
  return (
    <section aria-labelledby="complaint-facts" className={panel}>
      <h2 id="complaint-facts" className={heading}>
        Zgłoszenie
      </h2>
      <dl className="mt-4 space-y-3">
        <Fact label="Stan">
          <ComplaintStatusBadge status={complaint.status} />
        </Fact>
        <Fact label="Otrzymano">
          <time dateTime={complaint.receivedAt.toISOString()}>{formatDateTime(complaint.receivedAt)}</time>
        </Fact>
        <Fact label="Termin odpowiedzi">
          {complaint.dueOn ? (
            <>
              <time dateTime={complaint.dueOn}>{complaintDayText(complaint.dueOn)}</time>
              {complaint.status === "otwarta" ? (
                <>
                  {" · "}
                  <Countdown daysLeft={daysLeft} />
                </>
              ) : null}
            </>
          ) : (
            "Brak terminu ustawowego (zakup firmowy)"
          )}
        </Fact>
        <Fact label="Nabywca">{complaint.consumer ? "Konsument" : `Firma${order.companyNip ? ` (NIP ${order.companyNip})` : ""}`}</Fact>
        <Fact label="Powód">{complaintReasons[complaint.reason]}</Fact>
        <Fact label="Żądanie klienta">{complaint.requestedRemedy ? COMPLAINT_REMEDY_LABELS[complaint.requestedRemedy] : "—"}</Fact>
        <Fact label="Klient">
          {complaint.firstName} {complaint.lastName}
          <span className="block">
            <a href={`mailto:${complaint.email}`} className={textLinkClasses}>
              {complaint.email}
            </a>
          </span>
          {complaint.phone ? <span className="block">{complaint.phone}</span> : null}
        </Fact>
        <Fact label="Zamówienie">
          <TextLink to={orderLink(view.orderNumber)}>{view.orderNumber}</TextLink>
          <span className="block text-stone-600">
            {formatPln(order.finalTotal)} · {paymentMethodLabel(order.paymentMethod)} · {paymentStatusLabel(order.paymentStatus)}
          </span>
          <span className="block text-stone-600">{invoice ? `Faktura ${invoice.number}${invoice.corrected ? " (ma już korektę)" : ""}` : "Bez faktury"}</span>
        </Fact>
      </dl>
      <h3 className="mt-6 text-base font-semibold text-stone-950">Reklamowane pozycje</h3>
      <ul className="mt-2 divide-y divide-stone-100 text-sm">
        {view.lines.map((line) => (
          <li key={line.orderItemId} className="py-2">
            <span className="font-medium">
              Poz. {line.position}: {line.description.title}
            </span>
            <span className="block text-stone-600">
              {line.quantity} szt. · zamówiony wymiar {line.widthCm} × {line.heightCm} cm
              {line.remakeWidthCm !== null ? ` · ponowne wykonanie ${line.remakeWidthCm} × ${line.remakeHeightCm} cm` : ""}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The conversation and the shop's reply (e-mailed to the customer); a sent reply empties the form. */
export function ComplaintThread({ conversation, email, errors, answer }: { conversation: ComplaintMessageView[]; email: string; errors: FieldErrors; answer: unknown }) {
  const navigation = useNavigation();
  const { formProps, errorOf } = useFieldErrors({ serverErrors: errors, answer });
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "reply";
  return (
    <section aria-labelledby="complaint-conversation" className="space-y-4">
      <h2 id="complaint-conversation" className={heading}>
        Rozmowa z klientem
      </h2>
      <ComplaintConversation messages={conversation} headingId="complaint-conversation" />
      <Form key={conversation.length} {...formProps} method="post" className={`${panel} space-y-4`} aria-labelledby="complaint-reply-heading">
        <h3 id="complaint-reply-heading" className={heading}>
          Odpowiedz klientowi
        </h3>
        <input type="hidden" name="intent" value="reply" />
        <FormField
          as="textarea"
          label="Treść odpowiedzi"
          name="body"
          rows={6}
          maxLength={COMPLAINT_TEXT_MAX}
          required
          error={errorOf("body")}
          hint={`Trafi e-mailem na adres ${email} i zostanie zapisana w reklamacji. Najwyżej ${countOf(COMPLAINT_TEXT_MAX, CHARACTERS)}.`}
        />
        <SubmitButton pending={busy}>Wyślij odpowiedź</SubmitButton>
      </Form>
    </section>
  );
}

/** A consumer's case has the law's 14 days, a company buyer's none: the owner corrects which it is while it is open. */
export function ConsumerForm({ consumer }: { consumer: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "consumer";
  return (
    <Form method="post" className={`${panel} space-y-3`} aria-labelledby="complaint-buyer-heading">
      <h2 id="complaint-buyer-heading" className={heading}>
        Nabywca
      </h2>
      <input type="hidden" name="intent" value="consumer" />
      <p className="text-sm text-stone-700">
        {consumer ? "Konsument: odpowiedź należy się w 14 dni, a bez niej reklamacja zostanie uznana z mocy prawa." : "Zakup firmowy: ustawowy termin 14 dni nie obowiązuje."}
      </p>
      <button type="submit" name="consumer" value={consumer ? "0" : "1"} disabled={busy} className={buttonClasses("secondary")}>
        {consumer ? "Zakup firmowy" : "Klient jest konsumentem"}
      </button>
    </Form>
  );
}

/** The lines to remake, each chosen (all at first) with its size, which the owner may correct. */
function RemakeFields({ view, errors }: { view: CaseView; errors: FieldErrors }) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-stone-900">Pozycje do ponownego wykonania</legend>
      {errors.lines ? <p className="text-sm text-red-700">{errors.lines}</p> : null}
      {view.lines.map((line) => (
        <fieldset key={line.orderItemId} className="rounded-xl border border-stone-200 p-3">
          <legend className="px-1 text-sm text-stone-900">
            Poz. {line.position}: {line.description.title}
          </legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="lines" value={line.orderItemId} defaultChecked className="size-4" />
            Wykonaj ponownie (zamówiono {line.widthCm} × {line.heightCm} cm)
          </label>
          <div className="mt-2 grid grid-cols-2 gap-3">
            <FormField
              label="Szerokość (cm)"
              name={remakeSizeField("width", line.orderItemId)}
              type="number"
              inputMode="numeric"
              min={1}
              required
              defaultValue={line.remakeWidthCm ?? line.widthCm}
              error={errors[remakeSizeField("width", line.orderItemId)]}
            />
            <FormField
              label="Wysokość (cm)"
              name={remakeSizeField("height", line.orderItemId)}
              type="number"
              inputMode="numeric"
              min={1}
              required
              defaultValue={line.remakeHeightCm ?? line.heightCm}
              error={errors[remakeSizeField("height", line.orderItemId)]}
            />
          </div>
        </fieldset>
      ))}
    </fieldset>
  );
}

/** The price reduction in zł: at most what was paid; a partial correcting invoice follows. */
function ReductionField({ view, errors }: { view: CaseView; errors: FieldErrors }) {
  return (
    <FormField
      label="Kwota obniżenia (zł)"
      name="reduction"
      inputMode="decimal"
      required
      error={errors.reduction}
      hint={`Najwyżej ${formatPln(view.order.finalTotal)}. Zostanie wystawiona faktura korygująca na tę kwotę${view.paidByPayu ? ", a PayU zwróci ją klientowi" : "; pieniądze zwracasz przelewem"}.`}
    />
  );
}

/** What a remedy will do, said before the owner chooses it. */
function remedyNote(remedy: ComplaintRemedy, view: CaseView): string {
  switch (remedy) {
    case "ponowne_wykonanie":
      return "Powstanie nowe, bezpłatne zamówienie wybranych pozycji, od razu w kolejce produkcji.";
    case "naprawa":
      return "Naprawę organizujesz z klientem; nic nie dzieje się automatycznie.";
    case "zwrot":
      return view.paidByPayu
        ? "Płatność PayU zostanie zwrócona w całości; faktura korygująca powstanie po potwierdzeniu zwrotu."
        : "Zostanie wystawiona faktura korygująca na całość; pieniądze zwracasz przelewem.";
    case "obnizenie_ceny":
      return "Faktura korygująca na kwotę obniżenia (faktura może mieć tylko jedną korektę).";
  }
}

function Radio({ name, value, checked, onChange, children }: { name: string; value: string; checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <label className="flex items-center gap-2 text-sm text-stone-900">
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} className="size-4" />
      {children}
    </label>
  );
}

/** The decision: accept (with a remedy and what it needs) or reject, always with a justification; written once. */
export function DecisionForm({ view, errors, answer }: { view: CaseView; errors: FieldErrors; answer: unknown }) {
  const id = useId();
  const navigation = useNavigation();
  const { formProps, errorOf } = useFieldErrors({ serverErrors: errors, answer });
  const [verdict, setVerdict] = useState<"uznana" | "odrzucona" | null>(null);
  const [remedy, setRemedy] = useState<ComplaintRemedy>(view.complaint.requestedRemedy ?? "ponowne_wykonanie");
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "decide";
  return (
    <Form {...formProps} method="post" className={`${panel} space-y-4`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={heading}>
        Decyzja
      </h2>
      <input type="hidden" name="intent" value="decide" />
      <fieldset>
        <legend className="text-sm font-medium text-stone-900">Reklamacja</legend>
        <div className="mt-2 flex gap-6">
          <Radio name="verdict" value="uznana" checked={verdict === "uznana"} onChange={() => setVerdict("uznana")}>
            Uznaj
          </Radio>
          <Radio name="verdict" value="odrzucona" checked={verdict === "odrzucona"} onChange={() => setVerdict("odrzucona")}>
            Odrzuć
          </Radio>
        </div>
        {errorOf("verdict") ? <p className="mt-1 text-sm text-red-700">{errorOf("verdict")}</p> : null}
      </fieldset>
      {verdict === "uznana" ? (
        <>
          <fieldset>
            <legend className="text-sm font-medium text-stone-900">Sposób załatwienia</legend>
            <div className="mt-2 space-y-1.5">
              {COMPLAINT_REMEDIES.map((option) => (
                <Radio key={option} name="remedy" value={option} checked={remedy === option} onChange={() => setRemedy(option)}>
                  {COMPLAINT_REMEDY_LABELS[option]}
                  {option === view.complaint.requestedRemedy ? <span className="text-stone-600"> (żądanie klienta)</span> : null}
                </Radio>
              ))}
            </div>
            <p className="mt-2 text-sm text-stone-600">{remedyNote(remedy, view)}</p>
          </fieldset>
          {remedy === "ponowne_wykonanie" ? <RemakeFields view={view} errors={errors} /> : null}
          {remedy === "obnizenie_ceny" ? <ReductionField view={view} errors={errors} /> : null}
        </>
      ) : null}
      <FormField
        as="textarea"
        label="Uzasadnienie"
        name="justification"
        rows={5}
        maxLength={COMPLAINT_TEXT_MAX}
        required
        error={errorOf("justification")}
        hint="Klient dostanie decyzję z tym uzasadnieniem e-mailem, z kopią w PDF. Decyzji nie można potem zmienić."
      />
      <SubmitButton pending={busy} pendingLabel="Zapisywanie...">
        Zapisz decyzję
      </SubmitButton>
    </Form>
  );
}

/** A decided case: what was decided, by whom and when, the remake order and the decision's PDF. */
export function DecisionSummary({ view }: { view: CaseView }) {
  const { complaint } = view;
  return (
    <section aria-labelledby="complaint-decision" className={panel}>
      <h2 id="complaint-decision" className={heading}>
        Decyzja
      </h2>
      <dl className="mt-4 space-y-3">
        <Fact label="Stan">
          <ComplaintStatusBadge status={complaint.status} />
        </Fact>
        {complaint.remedy ? <Fact label="Sposób załatwienia">{COMPLAINT_REMEDY_LABELS[complaint.remedy]}</Fact> : null}
        {complaint.priceReduction !== null ? <Fact label="Obniżenie ceny">{formatPln(complaint.priceReduction)}</Fact> : null}
        {complaint.decidedAt ? (
          <Fact label="Rozpatrzono">
            <time dateTime={complaint.decidedAt.toISOString()}>{formatDateTime(complaint.decidedAt)}</time>
            {complaint.decidedBy ? ` · ${complaint.decidedBy}` : " · z mocy prawa"}
          </Fact>
        ) : null}
        {complaint.justification ? (
          <Fact label="Uzasadnienie">
            <span className="whitespace-pre-line">{complaint.justification}</span>
          </Fact>
        ) : null}
        {view.remakeOrderNumber ? (
          <Fact label="Ponowne wykonanie">
            <TextLink to={orderLink(view.remakeOrderNumber)}>{view.remakeOrderNumber}</TextLink>
          </Fact>
        ) : null}
        <Fact label="Decyzja w PDF">
          {complaint.decisionPdfKey ? (
            <a href={adminComplaintDecisionPath(complaint.id)} className={textLinkClasses}>
              Pobierz PDF
            </a>
          ) : (
            "W przygotowaniu"
          )}
        </Fact>
      </dl>
    </section>
  );
}

/** A case accepted by law is carried out with the customer's requested remedy, its state unchanged: once. */
export function CarryOutForm({ view, errors, answer }: { view: CaseView; errors: FieldErrors; answer: unknown }) {
  const navigation = useNavigation();
  const { formProps } = useFieldErrors({ serverErrors: errors, answer });
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "carry-out";
  const { complaint, order } = view;
  const remedy = complaint.remedy ?? complaint.requestedRemedy;
  const done =
    remedy === null ||
    remedy === "naprawa" ||
    (remedy === "ponowne_wykonanie" && complaint.remakeOrderId !== null) ||
    (remedy === "obnizenie_ceny" && complaint.priceReduction !== null) ||
    (remedy === "zwrot" && order.paymentStatus === "refunded");
  if (done) return null;
  const submit = { ponowne_wykonanie: "Utwórz zamówienie ponownego wykonania", obnizenie_ceny: "Zapisz obniżenie ceny", zwrot: "Zwróć pieniądze" }[remedy];
  return (
    <Form {...formProps} method="post" className={`${panel} space-y-4`} aria-labelledby="complaint-carry-out">
      <h2 id="complaint-carry-out" className={heading}>
        Wykonanie: {COMPLAINT_REMEDY_LABELS[remedy]}
      </h2>
      <p className="text-sm text-stone-700">Reklamacja została uznana z mocy prawa z żądaniem klienta. {remedyNote(remedy, view)}</p>
      <input type="hidden" name="intent" value="carry-out" />
      {remedy === "ponowne_wykonanie" ? <RemakeFields view={view} errors={errors} /> : null}
      {remedy === "obnizenie_ceny" ? <ReductionField view={view} errors={errors} /> : null}
      <SubmitButton pending={busy} pendingLabel="Zapisywanie...">
        {submit}
      </SubmitButton>
    </Form>
  );
}
