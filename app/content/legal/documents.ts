import { complaintsPolicy } from "./complaints-policy";
import { privacyPolicy } from "./privacy-policy";
import { terms } from "./terms";
import type { LegalDocument } from "./types";

export const legalDocuments = [terms, privacyPolicy, complaintsPolicy] as const satisfies readonly LegalDocument[];

export function findLegalDocument(pathname: string): LegalDocument | undefined {
  return legalDocuments.find((document) => document.path === pathname);
}
