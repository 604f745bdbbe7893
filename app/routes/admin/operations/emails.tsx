import { CardTable, cardTableRow, Cell } from "~/components/admin/card-table";
import { eventTypeLabel } from "~/lib/operations";
import type { Operations } from "~/server/admin/operations.server";
import { Moment, OperationsSection } from "./section";

const text = (value: string | null) => value ?? "—";

/** Events whose last try failed: the queue tries again, then gives up (the section above). */
export function FailedEventsSection({ failed, now }: { failed: Operations["failedEvents"]; now: number }) {
  return (
    <OperationsSection
      id="failed-events"
      title="Nieudane wysyłki e-maili i inne zdarzenia"
      total={failed.total}
      empty="Żadne zdarzenie nie czeka na ponowienie po błędzie."
      lead={<p>Ostatnia próba się nie udała; kolejka ponawia ją z rosnącym odstępem, a po kilku próbach odkłada zdarzenie do kolejki błędów.</p>}
    >
      <CardTable caption="Nieudane zdarzenia, od najnowszych" columns={["Ostatnia próba", "Zdarzenie", "Odbiorca", "Temat", "Błąd", "Próby"]}>
        {failed.events.map((event) => (
          <tr key={event.id} className={cardTableRow}>
            <Cell label="Ostatnia próba" className="md:align-top">
              <Moment at={event.updatedAt} now={now} />
            </Cell>
            <Cell label="Zdarzenie" className="md:align-top">
              <span className="font-medium">{eventTypeLabel(event.type)}</span>
              <span className="block text-xs break-all text-stone-600">{event.id}</span>
            </Cell>
            <Cell label="Odbiorca" className="md:align-top break-all">
              {text(event.recipient)}
            </Cell>
            <Cell label="Temat" className="md:align-top">
              {text(event.subject)}
            </Cell>
            <Cell label="Błąd" className="md:align-top break-words">
              {text(event.error)}
            </Cell>
            <Cell label="Próby" className="md:align-top tabular-nums">
              {event.attempts}
            </Cell>
          </tr>
        ))}
      </CardTable>
    </OperationsSection>
  );
}

type Delivery = { key: string; eventId: string; recipient: string; subject: string };

function DeliveriesTable({ caption, when, deliveries, now }: { caption: string; when: string; deliveries: readonly (Delivery & { at: Date })[]; now: number }) {
  return (
    <CardTable caption={caption} columns={[when, "Odbiorca", "Temat", "Zdarzenie"]}>
      {deliveries.map((delivery) => (
        <tr key={delivery.key} className={cardTableRow}>
          <Cell label={when} className="md:align-top">
            <Moment at={delivery.at} now={now} />
          </Cell>
          <Cell label="Odbiorca" className="md:align-top break-all">
            {delivery.recipient}
          </Cell>
          <Cell label="Temat" className="md:align-top">
            {delivery.subject}
          </Cell>
          <Cell label="Zdarzenie" className="md:align-top text-xs break-all text-stone-600">
            {delivery.eventId}
          </Cell>
        </tr>
      ))}
    </CardTable>
  );
}

/** E-mails the recipient's limit held back: to an unverified address, over its allowance. */
export function LimitedEmailsSection({ limited, now }: { limited: Operations["limitedEmails"]; now: number }) {
  return (
    <OperationsSection
      id="limited-emails"
      title="E-maile wstrzymane limitem odbiorcy"
      total={limited.total}
      empty="Limit nie wstrzymał żadnego e-maila."
      lead={
        <p>
          Na adres, którego nikt nie potwierdził, sklep wysyła tylko kilka wiadomości na godzinę; te ponad limit nie wyszły i nie wyjdą. Wiele na jeden adres to zwykle nadużycie
          formularza.
        </p>
      }
    >
      <DeliveriesTable caption="E-maile wstrzymane limitem, od najnowszych" when="Wstrzymany" deliveries={limited.emails} now={now} />
    </OperationsSection>
  );
}

/** Deliveries claimed long ago and never finished: a worker died while sending; the event's retry takes them over. */
export function StuckEmailsSection({ stuck, now }: { stuck: Operations["stuckEmails"]; now: number }) {
  return (
    <OperationsSection
      id="stuck-emails"
      title="E-maile zawieszone w wysyłaniu"
      total={stuck.total}
      empty="Żaden e-mail nie utknął w wysyłaniu."
      lead={
        <p>
          Wysyłka zaczęta ponad 10 minut temu i niezakończona: proces przerwał się w trakcie. Nie wiadomo, czy wiadomość wyszła; ponowienie zdarzenia przejmie ją i wyśle, jeśli nie
          wyszła.
        </p>
      }
    >
      <DeliveriesTable
        caption="E-maile zawieszone w wysyłaniu, od najnowszych"
        when="Zaczęty"
        deliveries={stuck.emails.map((email) => ({ ...email, at: email.claimedAt }))}
        now={now}
      />
    </OperationsSection>
  );
}
