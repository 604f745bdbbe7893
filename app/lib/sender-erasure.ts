import { href } from "react-router";
import { countOf, type NounForms } from "./plural";

// The owner erases a guest's enquiries and samples requests on the guest's request (GDPR art. 17): the page's path,
// and how it counts what it found and deleted.

export const ERASE_SENDER_DATA_PATH = href("/admin-usuwanie-danych");

const ENQUIRIES: NounForms = ["zgłoszenie", "zgłoszenia", "zgłoszeń"];
const REPLIES: NounForms = ["odpowiedź sklepu", "odpowiedzi sklepu", "odpowiedzi sklepu"];
const SAMPLE_REQUESTS: NounForms = ["zamówienie próbek", "zamówienia próbek", "zamówień próbek"];

/** What one address sent through the forms, counted. */
export interface SenderCounts {
  enquiries: number;
  replies: number;
  sampleRequests: number;
}

export const hasSenderData = (counts: SenderCounts) => counts.enquiries + counts.sampleRequests > 0;

/** '2 zgłoszenia, 1 odpowiedź sklepu i 1 zamówienie próbek': the kinds there are, replies only with their enquiries. */
export function senderCountsText({ enquiries, replies, sampleRequests }: SenderCounts): string {
  const parts = [
    enquiries > 0 ? countOf(enquiries, ENQUIRIES) : null,
    replies > 0 ? countOf(replies, REPLIES) : null,
    sampleRequests > 0 ? countOf(sampleRequests, SAMPLE_REQUESTS) : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return "nic";
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(", ")} i ${parts.at(-1)}`;
}
