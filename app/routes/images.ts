import type { Route } from "./+types/images";
import { PRIVATE_CACHE_CONTROL } from "~/lib/caching";
import { IMAGE_KEY_PATTERN } from "~/lib/image-size";
import { storedImage } from "~/server/platform/images.server";
import { getEnv } from "~/server/platform/request-context.server";

// GET /zdjecia/:key: a product photo from R2. The key is the hash of the bytes, so an answer never
// changes: browsers and shared caches keep it for a year without asking again.

const IMMUTABLE = "public, max-age=31536000, immutable";

const notFound = () =>
  new Response("Nie znaleziono zdjęcia", {
    status: 404,
    headers: { "Cache-Control": PRIVATE_CACHE_CONTROL, "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
  });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!IMAGE_KEY_PATTERN.test(params.key)) return notFound();
  const image = await storedImage(getEnv(context), params.key);
  if (!image) return notFound();
  const headers = { "Cache-Control": IMMUTABLE, ETag: image.etag, "X-Content-Type-Options": "nosniff" };
  if (request.headers.get("If-None-Match") === image.etag) {
    await image.body.cancel();
    return new Response(null, { status: 304, headers });
  }
  return new Response(image.body, { headers: { ...headers, "Content-Type": image.contentType, "Content-Length": String(image.size) } });
}
