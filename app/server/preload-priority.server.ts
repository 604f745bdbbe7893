/**
 * Every page is drawn by the server, so its JavaScript is not needed for the first paint: its module preloads go out
 * at low priority, behind the document, the stylesheet and the images. React Router's <Scripts> has no prop for
 * that, so the page's <head> is rewritten on its way out. React hoists every preload link into the head, which is
 * complete in its first flush; the bytes after `</head>` pass through as they are, never decoded.
 * docs/decisions/2026-11-24-module-preloads-at-low-priority.md
 */
const MODULE_PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_MODULE_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';
const HEAD_END = new TextEncoder().encode("</head>");

export function withLowPriorityModulePreloads(page: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  // The page's bytes up to the end of its head, until that end has come; then null.
  let head: Uint8Array | null = new Uint8Array(0);
  const send = (controller: TransformStreamDefaultController<Uint8Array>, headBytes: Uint8Array, rest: Uint8Array) => {
    const text = new TextDecoder().decode(headBytes);
    controller.enqueue(encoder.encode(text.replaceAll(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD)));
    if (rest.byteLength > 0) controller.enqueue(rest);
    head = null;
  };
  return page.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (head === null) return controller.enqueue(chunk);
        const searchFrom = Math.max(0, head.byteLength - HEAD_END.byteLength + 1);
        const bytes: Uint8Array = head.byteLength === 0 ? chunk : concat(head, chunk);
        const end = indexOfBytes(bytes, HEAD_END, searchFrom);
        if (end === -1) head = bytes;
        else send(controller, bytes.subarray(0, end), bytes.subarray(end));
      },
      flush(controller) {
        if (head !== null && head.byteLength > 0) send(controller, head, new Uint8Array(0));
      },
    }),
  );
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.byteLength + b.byteLength);
  joined.set(a);
  joined.set(b, a.byteLength);
  return joined;
}

function indexOfBytes(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  const last = haystack.byteLength - needle.byteLength;
  for (let at = haystack.indexOf(needle[0]!, from); at !== -1 && at <= last; at = haystack.indexOf(needle[0]!, at + 1)) {
    let matched = 1;
    while (matched < needle.byteLength && haystack[at + matched] === needle[matched]) matched++;
    if (matched === needle.byteLength) return at;
  }
  return -1;
}
