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

/**
 * Reads React's stream only when the response's reader asks (no queue ahead of it, unlike `pipeThrough`): pulled
 * early, React flushes its shell before a Suspense boundary has completed and sends the boundary later as a hidden
 * block that only a script reveals, so an error screen would not be in place without JavaScript.
 */
export function withLowPriorityModulePreloads(page: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = page.getReader();
  const encoder = new TextEncoder();
  // The page's bytes up to the end of its head, until that end has come; then null.
  let head: Uint8Array | null = new Uint8Array(0);
  const sendHead = (controller: ReadableStreamDefaultController<Uint8Array>, headBytes: Uint8Array) => {
    const text = new TextDecoder().decode(headBytes);
    controller.enqueue(encoder.encode(text.replaceAll(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD)));
    head = null;
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) {
            if (head !== null && head.byteLength > 0) sendHead(controller, head);
            return controller.close();
          }
          if (head === null) return controller.enqueue(value);
          const searchFrom = Math.max(0, head.byteLength - HEAD_END.byteLength + 1);
          const bytes: Uint8Array = head.byteLength === 0 ? value : concat(head, value);
          const end = indexOfBytes(bytes, HEAD_END, searchFrom);
          if (end === -1) {
            head = bytes;
            continue;
          }
          sendHead(controller, bytes.subarray(0, end));
          return controller.enqueue(bytes.subarray(end));
        }
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
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
