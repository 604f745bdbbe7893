import { serializeJsonLd, type JsonLdObject } from "~/lib/structured-data";

/** One JSON-LD block; the serialiser escapes `<`, which is what makes the raw HTML safe here. */
export function JsonLd({ data }: { data: JsonLdObject }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw text in the script; serializeJsonLd escapes `<`
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
