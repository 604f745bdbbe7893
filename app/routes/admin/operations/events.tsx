import { Form, useNavigation } from "react-router";
import { CardTable, cardTableRow, Cell } from "~/components/admin/card-table";
import { Badge } from "~/components/orders/status-badge";
import { buttonClasses } from "~/components/ui/button";
import { formatDateTime } from "~/lib/dates";
import { eventTypeLabel, formatAgo } from "~/lib/operations";
import type { BadgeColour } from "~/lib/order-status";
import type { Operations } from "~/server/admin/operations.server";
import { Moment, OperationsSection } from "./section";

type DeadLetter = Operations["deadLetters"]["letters"][number];

/** The outbox: events written with their change and not yet taken by the queue. */
export function OutboxSection({ outbox, now }: { outbox: Operations["outbox"]; now: number }) {
  const { oldest } = outbox;
  return (
    <OperationsSection
      id="outbox"
      title="Zdarzenia czekające na kolejkę"
      total={outbox.waiting}
      empty="Nic nie czeka: każde zdarzenie trafiło już do kolejki."
      lead={
        <p>
          Zdarzenie (e-mail, eksport, powiadomienie o płatności) jest zapisywane razem ze zmianą, której dotyczy, i zaraz potem wysyłane do kolejki shop-events. Co minutę zadanie
          „Wysyłka zdarzeń z outboxu” wysyła to, czego kolejka nie przyjęła. Zdarzenie czekające dłużej niż kilka minut znaczy, że kolejka odmawia.
        </p>
      }
    >
      {oldest ? (
        <dl className="grid gap-x-6 gap-y-2 rounded-2xl border border-stone-200 bg-white p-4 text-sm shadow-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium text-stone-600">Najstarsze</dt>
          <dd>
            {eventTypeLabel(oldest.type)} <span className="break-all text-stone-600">({oldest.id})</span>
          </dd>
          <dt className="font-medium text-stone-600">Czeka od</dt>
          <dd>
            {formatDateTime(oldest.createdAt)}, {formatAgo(now - oldest.createdAt.getTime())}
          </dd>
          <dt className="font-medium text-stone-600">Próby wysłania</dt>
          <dd className="tabular-nums">{oldest.attempts}</dd>
          <dt className="font-medium text-stone-600">Ostatni błąd</dt>
          <dd className="break-words">{oldest.lastError ?? "—"}</dd>
        </dl>
      ) : null}
    </OperationsSection>
  );
}

const PROCESSING_LABELS: Readonly<Record<string, { label: string; colour: BadgeColour }>> = {
  failed: { label: "Nieudane", colour: "red" },
  processing: { label: "Przerwane w trakcie", colour: "orange" },
  done: { label: "Przetworzone", colour: "green" },
};

/** What became of the letter's event: the consumer's record of it, or none when the message was never a valid event. */
function WhatFailed({ letter }: { letter: DeadLetter }) {
  const status = letter.status ? PROCESSING_LABELS[letter.status] : null;
  if (!status) return <span className="text-stone-700">Wiadomość nie była poprawnym zdarzeniem: nie przetworzono jej.</span>;
  return (
    <>
      <Badge label={status.label} colour={status.colour} />
      {letter.error ? <span className="mt-1 block break-words text-stone-700">{letter.error}</span> : null}
    </>
  );
}

/** 'Wyślij ponownie' for a letter that can be, or why it cannot. */
function ReplayCell({ letter }: { letter: DeadLetter }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("messageId") === letter.messageId;
  if (letter.replayedAt) {
    return (
      <span className="text-stone-700">
        Wysłano ponownie{" "}
        <time dateTime={letter.replayedAt.toISOString()} className="tabular-nums">
          {formatDateTime(letter.replayedAt)}
        </time>
      </span>
    );
  }
  if (letter.status === "done") return <span className="text-stone-700">Już przetworzone: nie trzeba ponawiać.</span>;
  if (!letter.replayable) return <span className="text-stone-700">Nie da się wysłać ponownie: treść nie jest poprawnym zdarzeniem.</span>;
  return (
    <Form method="post">
      <input type="hidden" name="messageId" value={letter.messageId} />
      <button
        type="submit"
        disabled={busy}
        className={buttonClasses("secondary")}
        aria-label={`Wyślij ponownie: ${eventTypeLabel(letter.type)}, ${letter.eventId ?? letter.messageId}`}
      >
        {busy ? "Wysyłanie..." : "Wyślij ponownie"}
      </button>
    </Form>
  );
}

/** Messages the queue gave up on after its retries (shop-events-dlq), newest first, each replayable once. */
export function DeadLettersSection({ deadLetters, now }: { deadLetters: Operations["deadLetters"]; now: number }) {
  return (
    <OperationsSection
      id="dead-letters"
      title="Zdarzenia odrzucone przez kolejkę"
      total={deadLetters.total}
      empty="Kolejka nie odrzuciła żadnego zdarzenia."
      lead={
        <p>
          Po kilku nieudanych próbach kolejka odkłada zdarzenie do kolejki błędów (shop-events-dlq). Usuń przyczynę (jest w kolumnie „Co się nie udało”), potem wyślij zdarzenie
          ponownie: każde tylko raz, a e-mail, który już wyszedł, nie wyjdzie drugi raz. Do ponowienia: <strong className="tabular-nums">{deadLetters.waiting}</strong>.
        </p>
      }
    >
      <CardTable caption="Zdarzenia odrzucone przez kolejkę, od najnowszych" columns={["Odrzucone", "Zdarzenie", "Próby", "Co się nie udało", "Działanie"]}>
        {deadLetters.letters.map((letter) => (
          <tr key={letter.messageId} className={cardTableRow}>
            <Cell label="Odrzucone" className="md:align-top">
              <Moment at={letter.receivedAt} now={now} />
            </Cell>
            <Cell label="Zdarzenie" className="md:align-top">
              <span className="font-medium">{eventTypeLabel(letter.type)}</span>
              <span className="block text-xs break-all text-stone-600">{letter.eventId ?? letter.messageId}</span>
            </Cell>
            <Cell label="Próby" className="md:align-top tabular-nums">
              {letter.attempts}
            </Cell>
            <Cell label="Co się nie udało" className="md:align-top">
              <WhatFailed letter={letter} />
            </Cell>
            <Cell label="Działanie" className="md:align-top">
              <ReplayCell letter={letter} />
            </Cell>
          </tr>
        ))}
      </CardTable>
    </OperationsSection>
  );
}
