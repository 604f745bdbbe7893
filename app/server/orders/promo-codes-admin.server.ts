import { asc, eq } from "drizzle-orm";
import { promoCodes, searchIndexes } from "~/db/schema";
import { CODE_TAKEN, type ProductListQuery, type PromoCodeForm } from "~/lib/schemas/product-admin";
import { auditEntry, type AuditActor } from "../admin/audit.server";
import { bumpCatalogueVersion, runStatements } from "../catalogue/changes.server";
import type { Db } from "../platform/db.server";
import { listPage, runCreation, type ListPage } from "../catalogue/product-admin.server";
import type { SaveResult } from "../admin/form-answers.server";

// Promo codes: created and switched on or off, never deleted (an order keeps the code it used).
// The checkout reads them live (activePromoDiscount), so a code switched off is refused at once.

export type PromoCode = typeof promoCodes.$inferSelect;

export async function listPromoCodes(db: Db, query: ProductListQuery): Promise<ListPage<PromoCode>> {
  return listPage(db, promoCodes, searchIndexes.promoCodes, query, promoCodes.active, [asc(promoCodes.code)]);
}

const getPromoCode = (db: Db, code: string) => db.select().from(promoCodes).where(eq(promoCodes.code, code)).get();

/** A new code, active from the start. */
export async function createPromoCode(db: Db, actor: AuditActor, form: PromoCodeForm): Promise<SaveResult> {
  if (await getPromoCode(db, form.code)) return { ok: false, errors: { code: CODE_TAKEN } };
  const at = new Date();
  return runCreation(db, [
    db.insert(promoCodes).values({ ...form, active: true }),
    auditEntry(db, actor, "promo_code_created", form.code, { rabat: `${form.discountPercent}%` }, at),
    bumpCatalogueVersion(db, at),
  ]);
}

/** Switches a code on or off; a code already in that state changes nothing and writes nothing. */
export async function setPromoCodeActive(db: Db, actor: AuditActor, code: string, active: boolean): Promise<SaveResult> {
  const before = await getPromoCode(db, code);
  if (!before) return { ok: false, notFound: true };
  if (before.active === active) return { ok: true };
  const at = new Date();
  await runStatements(db, [
    db.update(promoCodes).set({ active }).where(eq(promoCodes.code, code)),
    auditEntry(db, actor, "promo_code_updated", code, { aktywny: `${before.active ? "tak" : "nie"} → ${active ? "tak" : "nie"}` }, at),
    bumpCatalogueVersion(db, at),
  ]);
  return { ok: true };
}
