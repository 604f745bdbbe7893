import { Badge } from "~/components/orders/status-badge";
import { COMPLAINT_STATUS_LABELS, type ComplaintMessageView, type ComplaintStatus } from "~/lib/complaints";
import { formatDateTime } from "~/lib/dates";
import type { BadgeColour } from "~/lib/order-status";

// What the customer's and the owner's pages of a complaint share: its state as a badge, and its conversation.

const STATUS_COLOURS: Readonly<Record<ComplaintStatus, BadgeColour>> = {
  otwarta: "yellow",
  uznana: "green",
  odrzucona: "red",
  uznana_z_mocy_prawa: "purple",
};

export function ComplaintStatusBadge({ status }: { status: ComplaintStatus }) {
  return <Badge label={COMPLAINT_STATUS_LABELS[status]} colour={STATUS_COLOURS[status]} />;
}

/** The case's conversation, oldest first: who wrote, when, the text, and the photos (each opens full size in a new tab). */
export function ComplaintConversation({ messages, headingId }: { messages: readonly ComplaintMessageView[]; headingId: string }) {
  return (
    <ol aria-labelledby={headingId} className="space-y-3">
      {messages.map((message) => (
        <li
          key={message.id}
          className={`rounded-2xl border p-4 shadow-sm sm:p-5 ${message.author === "sklep" ? "border-accent-200 bg-accent-50/60 sm:ml-8" : "border-stone-200 bg-white sm:mr-8"}`}
        >
          <p className="text-sm text-stone-600">
            <span className="font-medium text-stone-900">{message.authorLabel}</span> · <time dateTime={message.at}>{formatDateTime(new Date(message.at))}</time>
          </p>
          <p className="mt-2 text-sm break-words whitespace-pre-line text-stone-900">{message.body}</p>
          {message.photos.length ? (
            <ul className="mt-3 flex flex-wrap gap-2" aria-label="Zdjęcia">
              {message.photos.map((photo, index) => (
                <li key={photo.id}>
                  <a
                    href={photo.url}
                    target="_blank"
                    rel="noopener"
                    className="block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
                  >
                    <img
                      src={photo.url}
                      width={photo.width}
                      height={photo.height}
                      alt={`Zdjęcie ${index + 1}`}
                      loading="lazy"
                      className="size-24 rounded-lg border border-stone-200 object-cover"
                    />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
