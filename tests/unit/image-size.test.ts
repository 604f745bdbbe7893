import { describe, expect, it } from "vitest";
import { imageInfo } from "~/lib/image-size";
import { SAMPLE_IMAGES } from "../support/sample-images";

describe("an image's type and size, read from its bytes", () => {
  it.each([
    ["baseline JPEG", SAMPLE_IMAGES.jpeg, "image/jpeg", "jpg", 3, 2],
    ["progressive JPEG", SAMPLE_IMAGES.progressiveJpeg, "image/jpeg", "jpg", 4, 5],
    ["PNG", SAMPLE_IMAGES.png, "image/png", "png", 5, 4],
    ["lossy WebP", SAMPLE_IMAGES.webpLossy, "image/webp", "webp", 7, 6],
    ["lossless WebP", SAMPLE_IMAGES.webpLossless, "image/webp", "webp", 9, 8],
    ["extended WebP", SAMPLE_IMAGES.webpExtended, "image/webp", "webp", 11, 10],
  ])("%s", (_, bytes, contentType, extension, width, height) => {
    expect(imageInfo(bytes)).toEqual({ contentType, extension, width, height });
  });

  it.each([
    ["text", new TextEncoder().encode("to nie jest zdjęcie, tylko tekst z rozszerzeniem .jpg")],
    ["nothing", new Uint8Array()],
    ["an SVG", new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>')],
    ["a GIF", new TextEncoder().encode("GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;")],
    ["a JPEG cut before its frame header", SAMPLE_IMAGES.jpeg.slice(0, 100)],
    ["a PNG cut inside its header", SAMPLE_IMAGES.png.slice(0, 20)],
    ["a WebP cut inside its header", SAMPLE_IMAGES.webpLossy.slice(0, 24)],
    ["a JPEG signature followed by garbage", Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x01, 0x41, 0x42, 0x43])],
  ])("refuses %s", (_, bytes) => {
    expect(imageInfo(bytes)).toBeNull();
  });

  it("refuses a PNG that claims no pixels", () => {
    const empty = SAMPLE_IMAGES.png.slice();
    empty.set([0, 0, 0, 0], 16);
    expect(imageInfo(empty)).toBeNull();
  });
});
