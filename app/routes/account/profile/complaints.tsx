import { AccountSection } from "~/components/account/account-section";
import { ComplaintListItem } from "~/components/complaints/complaint-list";
import type { ComplaintSummary } from "~/lib/complaint-filing";

/** The customer's complaints, newest first, each linking to its page; shown once there is one. */
export function ProfileComplaints({ complaints }: { complaints: readonly ComplaintSummary[] }) {
  if (!complaints.length) return null;
  return (
    <div className="mt-6">
      <AccountSection title="Reklamacje" lead="Reklamacje Twoich zamówień: ich stan i termin naszej odpowiedzi.">
        <ul className="divide-y divide-stone-200">
          {complaints.map((complaint) => (
            <ComplaintListItem key={complaint.id} complaint={complaint} token={null} withOrder />
          ))}
        </ul>
      </AccountSection>
    </div>
  );
}
