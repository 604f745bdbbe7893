import {
  CONSENT_DOCUMENT_LABELS,
  consentOriginLabel,
  enquiryDetailLines,
  type AccountComplaint,
  type AccountConsent,
  type AccountEnquiry,
  type AccountSampleRequest,
} from "~/lib/account-data";
import { COMPLAINT_REMEDY_LABELS, COMPLAINT_STATUS_LABELS, complaintReasons } from "~/lib/complaints";
import { formatPln } from "~/lib/money";
import { ENQUIRY_KIND_LABELS } from "~/lib/admin-enquiries-query";
import { ENQUIRY_STATUS_LABELS } from "~/lib/enquiry-form";
import { SAMPLE_STATUS_LABELS } from "~/lib/fabric-samples";
import { Facts, Nothing, when, yesNo } from "./facts";

/** The policies accepted, when and where, as far as the shop knows. */
export function ConsentsData({ consents }: { consents: readonly AccountConsent[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Zgody</caption>
        <thead>
          <tr className="text-stone-600">
            <th scope="col" className="py-2 pr-4 font-medium">
              Dokument
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Zaakceptowany
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Kiedy
            </th>
            <th scope="col" className="py-2 font-medium">
              Przy
            </th>
          </tr>
        </thead>
        <tbody>
          {consents.map((consent) => (
            <tr key={`${consentOriginLabel(consent.origin)}:${consent.document}`} className="border-t border-stone-200 align-top text-stone-900">
              <td className="py-2 pr-4">{CONSENT_DOCUMENT_LABELS[consent.document]}</td>
              <td className="py-2 pr-4">{yesNo(consent.accepted)}</td>
              <td className="py-2 pr-4">{when(consent.at) ?? "—"}</td>
              <td className="py-2">{consentOriginLabel(consent.origin)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The messages sent through the shop's forms, each with the shop's replies. */
export function EnquiriesData({ enquiries }: { enquiries: readonly AccountEnquiry[] }) {
  if (enquiries.length === 0) return <Nothing>Brak wiadomości.</Nothing>;
  return (
    <div className="space-y-6">
      {enquiries.map((enquiry) => (
        <article key={enquiry.id} aria-label={`${ENQUIRY_KIND_LABELS[enquiry.kind]}: ${enquiry.subject}`} className="border-t border-stone-200 pt-5 first:border-t-0 first:pt-0">
          <h3 className="font-semibold text-stone-950">{enquiry.subject}</h3>
          <div className="mt-3">
            <Facts
              facts={[
                { label: "Rodzaj", value: ENQUIRY_KIND_LABELS[enquiry.kind] },
                { label: "Wysłane", value: when(enquiry.createdAt) },
                { label: "Status", value: ENQUIRY_STATUS_LABELS[enquiry.status] },
                { label: "Nadawca", value: `${enquiry.firstName} ${enquiry.lastName}` },
                { label: "E-mail", value: enquiry.email },
                { label: "Telefon", value: enquiry.phone },
                ...enquiryDetailLines(enquiry.details),
              ]}
            />
          </div>
          <p className="mt-3 text-sm whitespace-pre-line text-stone-800">{enquiry.message}</p>
          {enquiry.replies.map((reply) => (
            <div key={reply.createdAt} className="mt-3 rounded-lg bg-stone-50 p-3 text-sm">
              <p className="font-medium text-stone-700">Odpowiedź sklepu, {when(reply.createdAt)}</p>
              <p className="mt-1 whitespace-pre-line text-stone-800">{reply.body}</p>
            </div>
          ))}
        </article>
      ))}
    </div>
  );
}

/** The complaint cases about the account's orders: what was filed, the conversation and the shop's decision. */
export function ComplaintsData({ complaints }: { complaints: readonly AccountComplaint[] }) {
  if (complaints.length === 0) return <Nothing>Brak reklamacji.</Nothing>;
  return (
    <div className="space-y-6">
      {complaints.map((complaint) => (
        <article key={complaint.reference} aria-label={`Reklamacja ${complaint.reference}`} className="border-t border-stone-200 pt-5 first:border-t-0 first:pt-0">
          <h3 className="font-semibold text-stone-950">
            Reklamacja {complaint.reference} do zamówienia {complaint.orderNumber}
          </h3>
          <div className="mt-3">
            <Facts
              facts={[
                { label: "Złożona", value: when(complaint.receivedAt) },
                { label: "Status", value: COMPLAINT_STATUS_LABELS[complaint.status] },
                { label: "Powód", value: complaintReasons[complaint.reason] },
                { label: "Żądanie", value: complaint.requestedRemedy ? COMPLAINT_REMEDY_LABELS[complaint.requestedRemedy] : null },
                { label: "Termin odpowiedzi", value: complaint.dueOn },
                { label: "Zgłaszający", value: `${complaint.firstName} ${complaint.lastName}` },
                { label: "E-mail", value: complaint.email },
                { label: "Telefon", value: complaint.phone },
                { label: "Zdjęcia", value: String(complaint.photos) },
                { label: "Decyzja", value: when(complaint.decision?.decidedAt ?? null) },
                { label: "Sposób załatwienia", value: complaint.decision?.remedy ? COMPLAINT_REMEDY_LABELS[complaint.decision.remedy] : null },
                { label: "Obniżenie ceny", value: complaint.decision?.priceReduction ? formatPln(complaint.decision.priceReduction) : null },
                { label: "Uzasadnienie", value: complaint.decision?.justification ?? null },
              ]}
            />
          </div>
          <p className="mt-3 text-sm whitespace-pre-line text-stone-800">{complaint.description}</p>
          {complaint.messages.map((message) => (
            <div key={message.at} className="mt-3 rounded-lg bg-stone-50 p-3 text-sm">
              <p className="font-medium text-stone-700">
                {message.author === "sklep" ? "Wiadomość sklepu" : "Twoja wiadomość"}, {when(message.at)}
              </p>
              <p className="mt-1 whitespace-pre-line text-stone-800">{message.body}</p>
            </div>
          ))}
        </article>
      ))}
    </div>
  );
}

/** The requests for free fabric samples: where they were to be posted, and which fabrics. */
export function SampleRequestsData({ requests }: { requests: readonly AccountSampleRequest[] }) {
  if (requests.length === 0) return <Nothing>Brak zamówień próbek.</Nothing>;
  return (
    <div className="space-y-6">
      {requests.map((request) => (
        <article key={request.id} aria-label={`Zamówienie próbek z ${request.createdAt.slice(0, 10)}`} className="border-t border-stone-200 pt-5 first:border-t-0 first:pt-0">
          <Facts
            facts={[
              { label: "Zamówione", value: when(request.createdAt) },
              { label: "Status", value: SAMPLE_STATUS_LABELS[request.status] },
              { label: "Wysłane", value: when(request.sentAt) },
              { label: "Odbiorca", value: request.name },
              { label: "Adres", value: `${request.street}, ${request.postalCode} ${request.city}` },
              { label: "E-mail", value: request.email },
              { label: "Tkaniny", value: request.fabrics.map((fabric) => `${fabric.code} · ${fabric.name} (${fabric.colour})`).join(", ") },
            ]}
          />
        </article>
      ))}
    </div>
  );
}
