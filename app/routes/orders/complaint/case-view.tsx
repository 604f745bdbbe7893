import { complaintDayText } from "~/lib/complaints";
import { ComplaintStatusBadge } from "~/components/complaints/complaint-parts";
import { Link } from "~/components/ui/link";
import { textLinkClasses } from "~/components/ui/text-link";
import type { ComplaintStatus } from "~/lib/complaints";
import { formatDate } from "~/lib/dates";
import type { LineDescription } from "~/lib/line-description";
import { formatPln } from "~/lib/money";
import { orderDetailsPath } from "~/lib/order-number";
import type { CustomerDecisionView } from "~/server/complaints/customer.server";
import { Fact } from "~/components/orders/detail-card";

// The customer's page of one complaint: where it stands and by when the shop answers, the lines it is about, the
// conversation, and the decision once there is one.

/** By when the shop answers: the consumer's deadline, or a company buyer's plain note. */
export function dueText({ status, consumer, dueOn }: { status: ComplaintStatus; consumer: boolean; dueOn: string | null }): string {
  if (!consumer || !dueOn) return "Zamówienie na firmę: reklamację rozpatrujemy bez konsumenckiego terminu 14 dni.";
  return status === "otwarta" ? `Odpowiemy najpóźniej do ${complaintDayText(dueOn)}` : `Termin odpowiedzi: ${complaintDayText(dueOn)}`;
}

export function CaseFacts({
  status,
  consumer,
  receivedAt,
  dueOn,
  reason,
  requestedRemedy,
}: {
  status: ComplaintStatus;
  consumer: boolean;
  receivedAt: string;
  dueOn: string | null;
  reason: string;
  requestedRemedy: string | null;
}) {
  return (
    <dl className="space-y-3">
      <Fact label="Stan">
        <ComplaintStatusBadge status={status} />
      </Fact>
      <Fact label="Przyjęta">
        <time dateTime={receivedAt}>{formatDate(new Date(receivedAt))}</time>
      </Fact>
      <Fact label="Termin odpowiedzi">{dueText({ status, consumer, dueOn })}</Fact>
      <Fact label="Powód">{reason}</Fact>
      {requestedRemedy ? <Fact label="Oczekiwanie klienta">{requestedRemedy}</Fact> : null}
    </dl>
  );
}

export function CaseLines({ lines }: { lines: readonly { orderItemId: number; description: LineDescription; quantity: number }[] }) {
  return (
    <ul className="divide-y divide-stone-200">
      {lines.map((line) => (
        <li key={line.orderItemId} className="py-3 first:pt-0 last:pb-0">
          <p className="font-medium text-stone-950">{line.description.title}</p>
          <p className="text-sm text-stone-600">{[...line.description.details.map((detail) => `${detail.label}: ${detail.value}`), `${line.quantity} szt.`].join(" · ")}</p>
        </li>
      ))}
    </ul>
  );
}

/** The decision: its state, the remedy, the justification, the remake order and the PDF kept as its durable copy. */
export function CaseDecisionView({ decision }: { decision: CustomerDecisionView }) {
  return (
    <div className="space-y-4">
      {decision.status === "uznana_z_mocy_prawa" ? (
        <p className="rounded-xl border border-purple-200 bg-purple-50 p-4 text-sm text-purple-950">
          Nie odpowiedzieliśmy w ustawowym terminie 14 dni, więc zgodnie z art. 7a ust. 2 ustawy o prawach konsumenta Twoja reklamacja jest uznana.
        </p>
      ) : null}
      <dl className="space-y-3">
        <Fact label="Decyzja">
          <ComplaintStatusBadge status={decision.status} />
        </Fact>
        {decision.remedy ? <Fact label="Sposób załatwienia">{decision.remedy}</Fact> : null}
        {decision.priceReduction ? <Fact label="Obniżenie ceny">{formatPln(decision.priceReduction)}</Fact> : null}
        {decision.justification ? (
          <Fact label="Uzasadnienie">
            <span className="font-normal whitespace-pre-line">{decision.justification}</span>
          </Fact>
        ) : null}
        {decision.decidedAt ? (
          <Fact label="Data decyzji">
            <time dateTime={decision.decidedAt}>{formatDate(new Date(decision.decidedAt))}</time>
          </Fact>
        ) : null}
        {decision.remakeOrderNumber ? (
          <Fact label="Zamówienie ponownego wykonania">
            <Link to={orderDetailsPath(decision.remakeOrderNumber)} className={textLinkClasses}>
              {decision.remakeOrderNumber}
            </Link>
          </Fact>
        ) : null}
      </dl>
      {/* A file, not a page: the browser fetches it itself. */}
      {decision.pdfUrl ? (
        <a href={decision.pdfUrl} className={`${textLinkClasses} inline-block`}>
          Pobierz decyzję (PDF)
        </a>
      ) : (
        <p className="text-sm text-stone-600">Decyzja w PDF będzie dostępna za chwilę</p>
      )}
    </div>
  );
}
