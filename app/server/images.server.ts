import { images } from "~/db/schema";
import { IMAGE_MAX_BYTES, IMAGE_NOT_AN_IMAGE, IMAGE_TOO_LARGE, imageInfo, imagePath, type ImageInfo } from "~/lib/image-size";
import { auditEntry, type AuditActor } from "./audit.server";
import { runStatements, type Statement } from "./catalogue-changes.server";
import type { Db } from "./db.server";

// Product photos from the back-office: checked by their bytes (never the name or the browser's type),
// stored in R2 (IMAGES) under the hash of their content, so the same photo is one object and its URL
// can be cached for ever; a row in `images` keeps what a page needs (type, width, height).

/** An upload that passed the checks, not stored yet. */
export interface CheckedImage extends ImageInfo {
  key: string;
  /** Where the shop serves it: what a product's image column holds. */
  path: string;
  data: Uint8Array<ArrayBuffer>;
}

export type ImageCheck = { ok: true; image: CheckedImage } | { ok: false; message: string };

/** The file a form field carried; a file input left empty arrives as a nameless empty file (or not at all). */
export function uploadedFile(value: FormDataEntryValue | null): File | null {
  return value instanceof File && (value.size > 0 || value.name !== "") ? value : null;
}

/** Checks an upload: at most IMAGE_MAX_BYTES, and a JPEG, PNG or WebP by its content. */
export async function checkUploadedImage(file: File): Promise<ImageCheck> {
  if (file.size > IMAGE_MAX_BYTES) return { ok: false, message: IMAGE_TOO_LARGE };
  const data = new Uint8Array(await file.arrayBuffer());
  const info = imageInfo(data);
  if (!info) return { ok: false, message: IMAGE_NOT_AN_IMAGE };
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", data));
  const key = `${Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("")}.${info.extension}`;
  return { ok: true, image: { ...info, key, path: imagePath(key), data } };
}

/**
 * Puts the bytes into R2 and returns the statements that record them (the `images` row, the audit
 * entry), for the caller's batch: a product form writes them with the product in one batch. The
 * same bytes uploaded again are the same object and row.
 */
export async function putImage(env: Pick<Env, "IMAGES">, db: Db, actor: AuditActor, image: CheckedImage, at = new Date()): Promise<Statement[]> {
  await env.IMAGES.put(image.key, image.data, { httpMetadata: { contentType: image.contentType } });
  return [
    db
      .insert(images)
      .values({ key: image.key, contentType: image.contentType, width: image.width, height: image.height, bytes: image.data.byteLength, uploadedBy: actor.userId, createdAt: at })
      .onConflictDoNothing(),
    auditEntry(
      db,
      actor,
      "image_uploaded",
      image.path,
      { contentType: image.contentType, width: String(image.width), height: String(image.height), bytes: String(image.data.byteLength) },
      at,
    ),
  ];
}

/** Checks and stores an upload on its own: the image's path and size, or the Polish reason it was refused. */
export async function storeUploadedImage(
  env: Pick<Env, "IMAGES">,
  db: Db,
  actor: AuditActor,
  file: File,
): Promise<{ ok: true; path: string; width: number; height: number } | { ok: false; message: string }> {
  const checked = await checkUploadedImage(file);
  if (!checked.ok) return checked;
  await runStatements(db, await putImage(env, db, actor, checked.image));
  const { path, width, height } = checked.image;
  return { ok: true, path, width, height };
}

/** A stored image's bytes and type, or null for an unknown key. */
export async function storedImage(env: Pick<Env, "IMAGES">, key: string) {
  const object = await env.IMAGES.get(key);
  return object ? { body: object.body, contentType: object.httpMetadata?.contentType ?? "application/octet-stream", etag: object.httpEtag, size: object.size } : null;
}
