import { and, asc, eq, getTableColumns, ne, sql } from "drizzle-orm";
import { fabrics, orderItems, searchIndexes } from "~/db/schema";
import type { FieldErrors } from "~/lib/forms";
import { ADMIN_FABRICS_PAGE_SIZE, FABRIC_CODE_TAKEN, FABRIC_IMAGE_REQUIRED, ORDERED_CODE_FIXED, type AdminFabricsQuery, type FabricForm } from "~/lib/schemas/fabric-admin";
import type { AuditActor } from "../admin/audit.server";
import { planFabricChanges, runStatements } from "./changes.server";
import type { Fabric } from "./snapshot.server";
import { searchedPage, type Db } from "../platform/db.server";
import { checkFormImage, putImage } from "../platform/images.server";

// The back-office's fabrics: the list, and a fabric created or edited from its form. Every write goes
// through planFabricChanges (price history, audit, catalogue version), together with the photo's row.

/** One page of fabrics by code, the filtered count, and the filters' choices. */
export async function listAdminFabrics(db: Db, query: AdminFabricsQuery) {
  const { rows, count } = searchedPage(db, fabrics, searchIndexes.fabrics, getTableColumns(fabrics), {
    search: query.search,
    filters: [
      query.collection ? eq(fabrics.collection, query.collection) : undefined,
      query.colour ? eq(fabrics.colour, query.colour) : undefined,
      query.availability ? eq(fabrics.available, query.availability === "dostepne") : undefined,
      query.sale ? eq(fabrics.sale, query.sale === "tak") : undefined,
    ],
    order: [asc(fabrics.code)],
    size: ADMIN_FABRICS_PAGE_SIZE,
    page: query.page,
  });
  const [page, [counted], collections, colours] = await db.batch([
    rows,
    count,
    db.selectDistinct({ value: fabrics.collection }).from(fabrics).orderBy(asc(fabrics.collection)),
    db.selectDistinct({ value: fabrics.colour }).from(fabrics).orderBy(asc(fabrics.colour)),
  ]);
  return {
    fabrics: page,
    total: counted?.n ?? 0,
    collections: collections.map((row) => row.value),
    colours: colours.map((row) => row.value),
  };
}

export async function adminFabric(db: Db, code: string): Promise<Fabric | undefined> {
  return db.select().from(fabrics).where(eq(fabrics.code, code)).get();
}

/** Whether another fabric has this code, in any letter case (codes are addresses: /tkanina/PL-101). */
async function codeTaken(db: Db, code: string, own: string | undefined): Promise<boolean> {
  const other = await db
    .select({ code: fabrics.code })
    .from(fabrics)
    .where(and(sql`lower(${fabrics.code}) = lower(${code})`, own === undefined ? undefined : ne(fabrics.code, own)))
    .get();
  return other !== undefined;
}

export async function fabricEverOrdered(db: Db, code: string): Promise<boolean> {
  return (await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.fabricCode, code)).limit(1).get()) !== undefined;
}

export type FabricSave = { ok: true; code: string } | { ok: false; errors: FieldErrors };

/**
 * Creates (`before` undefined) or edits a fabric from its form: the code free and, once ordered,
 * unchanged; a new fabric has a photo; the photo (when one came) checked by its bytes; the sale a
 * real reduction. Nothing is written unless all of it holds; then the photo goes to R2 and the
 * fabric, its history, the audit entries and the catalogue version are written in one batch.
 */
export async function saveFabric(env: Pick<Env, "IMAGES">, db: Db, actor: AuditActor, before: Fabric | undefined, form: FabricForm, upload: File | null): Promise<FabricSave> {
  const errors: FieldErrors = {};
  const codeChanged = before?.code !== form.code;
  if (codeChanged && before && (await fabricEverOrdered(db, before.code))) errors.code = ORDERED_CODE_FIXED;
  else if (codeChanged && (await codeTaken(db, form.code, before?.code))) errors.code = FABRIC_CODE_TAKEN;

  const photo = await checkFormImage(upload, before ? undefined : FABRIC_IMAGE_REQUIRED);
  if (!photo.ok) errors.image = photo.message;
  if (!photo.ok || Object.keys(errors).length) return { ok: false, errors };

  const after = { ...form, image: photo.image?.path ?? before!.image };
  const plan = await planFabricChanges(db, actor, [{ before, after }], before ? "product_updated" : "product_created");
  if (!plan.ok) return { ok: false, errors: Object.fromEntries(plan.refusals.map((refusal) => [refusal.field, refusal.message])) };

  const imageStatements = await putImage(env, db, actor, photo.image);
  try {
    await runStatements(db, [...imageStatements, ...plan.statements]);
  } catch (error) {
    // Another fabric took the code between the check above and this batch: nothing was written.
    if (String(error).includes("UNIQUE constraint failed")) return { ok: false, errors: { code: FABRIC_CODE_TAKEN } };
    throw error;
  }
  return { ok: true, code: form.code };
}
