/**
 * One JSON-LD block, serialised by `serializeJsonLd` (which escapes `<`, what makes the raw HTML safe here). Pages build
 * theirs in the loader, so the builders stay on the server and out of the page's JavaScript.
 */
export function JsonLd({ json }: { json: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw text in the script; serializeJsonLd escapes `<`
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
