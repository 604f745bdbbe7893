import { eq } from "drizzle-orm";
import { complaints } from "~/db/schema";
import { complaintDecisionKey } from "~/lib/complaints";
import type { ShopIdentity } from "~/lib/shop-settings";
import type { Db } from "../platform/db.server";
import type { ComplaintCase } from "./case.server";

/**
 * Draws the decided case's PDF as it stands now, puts it in R2 (the private EXPORTS bucket, served only through the
 * case's routes) and records its key. One key per case: a later change of a deemed-accepted case's remedy draws it anew
 * over the old one, so the stored copy is always the decision as it is.
 */
export async function storeDecisionPdf(env: Pick<Env, "EXPORTS">, db: Db, shop: ShopIdentity, decided: ComplaintCase): Promise<string> {
  // Loaded on first use: pdf-lib and the fonts stay out of the modules every request evaluates.
  const { renderDecisionPdf } = await import("./decision-pdf.server");
  const pdf = await renderDecisionPdf(shop, decided);
  const key = complaintDecisionKey(decided.complaint.id);
  await env.EXPORTS.put(key, pdf, { httpMetadata: { contentType: "application/pdf" } });
  await db.update(complaints).set({ decisionPdfKey: key }).where(eq(complaints.id, decided.complaint.id));
  return key;
}
