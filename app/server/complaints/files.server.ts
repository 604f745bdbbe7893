import { complaintPhotos } from "~/db/schema";
import { COMPLAINT_MAX_PHOTOS, complaintPhotoKey } from "~/lib/complaints";
import { IMAGE_MAX_BYTES, IMAGE_NOT_AN_IMAGE, IMAGE_TOO_LARGE, imageInfo, type ImageInfo } from "~/lib/image-size";
import { PRIVATE_CACHE_CONTROL } from "~/lib/caching";
import type { Db } from "../platform/db.server";
import type { SQL } from "drizzle-orm";

// A complaint's files: the customer's photos (checked by their bytes like product photos, never by name or the
// browser's type) and the decision's PDF, both in the private EXPORTS bucket and served only through the routes that
// check who asks (the order page's owner or link holder, the back-office), never from a public address or a shared cache.

/** A photo that passed the checks, not stored yet. */
export interface CheckedPhoto extends ImageInfo {
  key: string;
  data: Uint8Array<ArrayBuffer>;
}

export const TOO_MANY_PHOTOS = `Możesz dołączyć najwyżej ${COMPLAINT_MAX_PHOTOS} zdjęć.`;

/** The files a multipart form's `field` carried; an empty file input arrives as a nameless empty file (or not at all). */
export function uploadedFiles(form: FormData, field = "photos"): File[] {
  return form.getAll(field).filter((value): value is File => value instanceof File && (value.size > 0 || value.name !== ""));
}

/** Checks up to COMPLAINT_MAX_PHOTOS uploads: each at most IMAGE_MAX_BYTES and a JPEG, PNG or WebP by its content. */
export async function checkComplaintPhotos(files: readonly File[]): Promise<{ ok: true; photos: CheckedPhoto[] } | { ok: false; message: string }> {
  if (files.length > COMPLAINT_MAX_PHOTOS) return { ok: false, message: TOO_MANY_PHOTOS };
  const photos: CheckedPhoto[] = [];
  for (const file of files) {
    if (file.size > IMAGE_MAX_BYTES) return { ok: false, message: `${file.name || "Zdjęcie"}: ${IMAGE_TOO_LARGE}` };
    const data = new Uint8Array(await file.arrayBuffer());
    const info = imageInfo(data);
    if (!info) return { ok: false, message: `${file.name || "Plik"}: ${IMAGE_NOT_AN_IMAGE}` };
    // A key of its own per upload, never the content's hash: a case's photos are deleted with it, and the same bytes
    // sent in another case must not go with them.
    photos.push({ ...info, key: complaintPhotoKey(crypto.randomUUID(), info.extension), data });
  }
  return { ok: true, photos };
}

/** Puts the photos' bytes into R2 (before the batch that records them: a photo stored and never recorded is only bytes nobody can reach). */
export async function putComplaintPhotos(env: Pick<Env, "EXPORTS">, photos: readonly CheckedPhoto[]): Promise<void> {
  await Promise.all(photos.map((photo) => env.EXPORTS.put(photo.key, photo.data, { httpMetadata: { contentType: photo.contentType } })));
}

/** The statement recording `photos` for the case (and the message) the batch's SQL names, for the batch that writes them. */
export function complaintPhotoRows(db: Db, photos: readonly CheckedPhoto[], complaintId: number | SQL, messageId: number | SQL | null = null) {
  return photos.length === 0
    ? []
    : [
        db.insert(complaintPhotos).values(
          photos.map((photo) => ({
            complaintId,
            messageId,
            key: photo.key,
            contentType: photo.contentType,
            width: photo.width,
            height: photo.height,
            bytes: photo.data.byteLength,
          })) as (typeof complaintPhotos.$inferInsert)[],
        ),
      ];
}

const PRIVATE_FILE_HEADERS = { "Cache-Control": PRIVATE_CACHE_CONTROL, "X-Content-Type-Options": "nosniff" } as const;

/** A stored complaint file for whoever the route let through: private, never cached; null when R2 has no such object. */
export async function complaintFileResponse(env: Pick<Env, "EXPORTS">, key: string, disposition: string): Promise<Response | null> {
  const object = await env.EXPORTS.get(key);
  if (!object) return null;
  return new Response(object.body, {
    headers: {
      ...PRIVATE_FILE_HEADERS,
      "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "Content-Length": String(object.size),
      "Content-Disposition": disposition,
    },
  });
}
