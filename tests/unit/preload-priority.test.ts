import { describe, expect, it } from "vitest";
import { withLowPriorityModulePreloads } from "~/server/preload-priority.server";

const HEAD =
  '<!DOCTYPE html><html lang="pl"><head><meta charSet="utf-8"/><title>Plisy – żółć</title><link rel="stylesheet" href="/assets/shell.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/><link rel="modulepreload" href="/assets/framework.js" nonce="n"/></head>';
const BODY = '<body><p>Zażółć gęślą jaźń</p><link rel="modulepreload" href="/in-body.js"/><script type="module">import "/assets/entry.client.js"</script></body></html>';
const PAGE = HEAD + BODY;
const EXPECTED = HEAD.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"') + BODY;

/** The page's bytes cut at the given offsets, as React's flushes might cut them (inside a tag or a letter). */
function streamOf(bytes: Uint8Array, cuts: number[]): ReadableStream<Uint8Array> {
  const bounds = [0, ...cuts, bytes.byteLength];
  return new ReadableStream({
    start(controller) {
      for (let i = 0; i + 1 < bounds.length; i++) controller.enqueue(bytes.slice(bounds[i], bounds[i + 1]));
      controller.close();
    },
  });
}

const bytes = new TextEncoder().encode(PAGE);
const at = (text: string, offset = 0) => new TextEncoder().encode(PAGE.slice(0, PAGE.indexOf(text) + offset)).byteLength;

describe("module preloads at low priority", () => {
  it.each([
    { name: "one flush", cuts: [] },
    { name: "cut inside a preload link", cuts: [at('<link rel="modulepreload"', 10)] },
    { name: "cut inside </head>", cuts: [at("</head>", 3)] },
    { name: "cut inside a Polish letter of the head", cuts: [at("żółć", 1)] },
    { name: "cut right after </head>", cuts: [at("<body>")] },
    { name: "a byte a chunk", cuts: Array.from({ length: bytes.byteLength - 1 }, (_, i) => i + 1) },
  ])("marks every preload of the head, and only those: $name", async ({ cuts }) => {
    const text = await new Response(withLowPriorityModulePreloads(streamOf(bytes, cuts))).text();
    expect(text).toBe(EXPECTED);
  });

  it("passes the body's chunks on as they are, once the head is out", async () => {
    const chunks = [new TextEncoder().encode(`${HEAD}<body>`), new TextEncoder().encode("<p>Plisy</p>"), new TextEncoder().encode("</body></html>")];
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    const reader = withLowPriorityModulePreloads(source).getReader();
    // The first chunk goes out as the rewritten head, then the rest of that chunk.
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('fetchpriority="low"');
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("</head><body>");
    expect((await reader.read()).value).toBe(chunks[1]);
    expect((await reader.read()).value).toBe(chunks[2]);
    expect((await reader.read()).done).toBe(true);
  });

  it("reads the page only when the answer's reader asks: pulled early, React would flush before a boundary is done", async () => {
    let pulls = 0;
    const source = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulls++;
          controller.enqueue(bytes);
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const page = withLowPriorityModulePreloads(source);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pulls).toBe(0);
    expect(await new Response(page).text()).toBe(EXPECTED);
    expect(pulls).toBe(1);
  });

  it("sends a page without a head whole, unchanged", async () => {
    const text = "Wystąpił nieoczekiwany błąd.";
    expect(await new Response(withLowPriorityModulePreloads(streamOf(new TextEncoder().encode(text), [3]))).text()).toBe(text);
  });
});
