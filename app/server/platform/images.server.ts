import { images } from "~/db/schema";
import { IMAGE_MAX_BYTES, IMAGE_NOT_AN_IMAGE, IMAGE_TOO_LARGE, imageInfo, imagePath, type ImageInfo } from "~/lib/image-size";
import { formValues } from "~/lib/forms";
import { auditEntry, type AuditActor } from "../admin/audit.server";
import type { Statement } from "../catalogue/changes.server";
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
function uploadedFile(value: FormDataEntryValue | null): File | null {
  return value instanceof File && (value.size > 0 || value.name !== "") ? value : null;
}

/** A product form posted as multipart/form-data: its text fields, and the photo of its file field (null when none was chosen). */
export async function readPhotoForm(request: Request): Promise<{ values: Record<string, string>; upload: File | null }> {
  const form = await request.formData();
  return { values: formValues(form), upload: uploadedFile(form.get("image")) };
}

/** Checks an upload: at most IMAGE_MAX_BYTES, and a JPEG, PNG or WebP by its content. */
async function checkUploadedImage(file: File): Promise<ImageCheck> {
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
 * same bytes uploaded again are the same object and row. No new photo: nothing to put or record.
 */
export async function putImage(env: Pick<Env, "IMAGES">, db: Db, actor: AuditActor, image: CheckedImage | null, at = new Date()): Promise<Statement[]> {
  if (!image) return [];
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

/** A product form's photo: checked by its bytes, or none (an edit keeps the product's photo). */
export type FormImage = { ok: true; image: CheckedImage | null } | { ok: false; message: string };

/**
 * The photo a product form carried, checked by its bytes. A form that must bring one (a new product)
 * passes `missing`, the Polish message for a form without it; then a passing check always has the image.
 */
export function checkFormImage(upload: File | null, missing: string): Promise<ImageCheck>;
export function checkFormImage(upload: File | null, missing?: string): Promise<FormImage>;
export async function checkFormImage(upload: File | null, missing?: string): Promise<FormImage> {
  if (upload) return checkUploadedImage(upload);
  return missing === undefined ? { ok: true, image: null } : { ok: false, message: missing };
}

/** A stored image's bytes and type, or null for an unknown key. */
export async function storedImage(env: Pick<Env, "IMAGES">, key: string) {
  const object = await env.IMAGES.get(key);
  return object ? { body: object.body, contentType: object.httpMetadata?.contentType ?? "application/octet-stream", etag: object.httpEtag, size: object.size } : null;
}
