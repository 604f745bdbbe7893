/**
 * Every page is drawn by the server, so its JavaScript is not needed for the first paint: its module preloads go out
 * at low priority, behind the document, the stylesheet and the images. React Router's <Scripts> has no prop for
 * that, so the page's <head> is rewritten on its way out. React hoists every preload link into the head; the bytes
 * from `</head>` on are passed on as they are, never decoded.
 * docs/decisions/2026-11-24-module-preloads-at-low-priority.md
 */
const MODULE_PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_MODULE_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';
const HEAD_END = new TextEncoder().encode("</head>");

/** The whole page (entry.server.tsx sends pages whole) with its head's module preloads at low priority. */
export function withLowPriorityModulePreloads(page: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const end = indexOfBytes(page, HEAD_END);
  if (end === -1) return page;
  const head = new TextEncoder().encode(new TextDecoder().decode(page.subarray(0, end)).replaceAll(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD));
  const marked = new Uint8Array(head.byteLength + page.byteLength - end);
  marked.set(head);
  marked.set(page.subarray(end), head.byteLength);
  return marked;
}

function indexOfBytes(haystack: Uint8Array, needle: Uint8Array): number {
  const last = haystack.byteLength - needle.byteLength;
  for (let at = haystack.indexOf(needle[0]!); at !== -1 && at <= last; at = haystack.indexOf(needle[0]!, at + 1)) {
    let matched = 1;
    while (matched < needle.byteLength && haystack[at + matched] === needle[matched]) matched++;
    if (matched === needle.byteLength) return at;
  }
  return -1;
}
