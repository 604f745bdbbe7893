import { describe, expect, it } from "vitest";
import { withLowPriorityModulePreloads } from "~/server/platform/preload-priority.server";

const HEAD =
  '<!DOCTYPE html><html lang="pl"><head><meta charSet="utf-8"/><title>Plisy – żółć</title><link rel="stylesheet" href="/assets/shell.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/><link rel="modulepreload" href="/assets/framework.js" nonce="n"/></head>';
const BODY = '<body><p>Zażółć gęślą jaźń</p><link rel="modulepreload" href="/in-body.js"/><script type="module">import "/assets/entry.client.js"</script></body></html>';

const encode = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe("module preloads at low priority", () => {
  it("marks every preload of the head, and only those", () => {
    expect(decode(withLowPriorityModulePreloads(encode(HEAD + BODY)))).toBe(HEAD.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"') + BODY);
  });

  it("keeps the body's bytes as they are, Polish letters included", () => {
    const marked = withLowPriorityModulePreloads(encode(HEAD + BODY));
    expect(marked.subarray(marked.byteLength - encode(`</head>${BODY}`).byteLength)).toEqual(encode(`</head>${BODY}`));
  });

  it("sends a page without a head unchanged", () => {
    const page = encode("Wystąpił nieoczekiwany błąd.");
    expect(withLowPriorityModulePreloads(page)).toBe(page);
  });

  it("finds the head's end after a partial match of it", () => {
    const head = '<head><link rel="modulepreload" href="/a.js"/></hea</head>';
    expect(decode(withLowPriorityModulePreloads(encode(`${head}<body></body>`)))).toBe(
      '<head><link rel="modulepreload" fetchpriority="low" href="/a.js"/></hea</head><body></body>',
    );
  });
});
