// What an uploaded file is, read from its bytes (never from its name or the browser's type):
// JPEG, PNG or WebP with their width and height, or null for anything else, a truncated file included.

export const IMAGE_TYPES = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
} as const;

export type ImageContentType = keyof typeof IMAGE_TYPES;

export interface ImageInfo {
  contentType: ImageContentType;
  extension: (typeof IMAGE_TYPES)[ImageContentType];
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));
const startsWith = (b: Uint8Array, signature: readonly number[]) => signature.every((byte, i) => b[i] === byte);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** PNG: the signature, then the IHDR chunk, whose first fields are width and height (big-endian). */
function png(b: Uint8Array): [number, number] | null {
  if (b.length < 24 || !startsWith(b, PNG_SIGNATURE) || ascii(b, 12, 4) !== "IHDR") return null;
  return [u32be(b, 16), u32be(b, 20)];
}

/**
 * JPEG: segments after SOI until a start-of-frame marker (SOF0–SOF15 but DHT C4, JPG C8 and DAC CC),
 * which holds height then width. A scan (SOS) or the end (EOI) before any frame is no image.
 */
function jpeg(b: Uint8Array): [number, number] | null {
  if (!startsWith(b, [0xff, 0xd8, 0xff])) return null;
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // Markers without a length: TEM, RST0–RST7, and a stray SOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = u16be(b, at + 2);
    if (length < 2) return null;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (at + 9 > b.length) return null;
      return [u16be(b, at + 7), u16be(b, at + 5)];
    }
    at += 2 + length;
  }
  return null;
}

/** WebP: RIFF…WEBP, then a lossy (VP8), lossless (VP8L) or extended (VP8X) first chunk. */
function webp(b: Uint8Array): [number, number] | null {
  if (b.length < 30 || ascii(b, 0, 4) !== "RIFF" || ascii(b, 8, 4) !== "WEBP") return null;
  switch (ascii(b, 12, 4)) {
    case "VP8 ":
      // A key frame: 3 bytes of frame tag, the start code 9D 01 2A, then 14-bit width and height.
      if (!(b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a)) return null;
      return [u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff];
    case "VP8L": {
      // The signature 0x2F, then width − 1 and height − 1 in 14 bits each, least significant first.
      if (b[20] !== 0x2f) return null;
      const bits = (b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24)) >>> 0;
      return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1];
    }
    case "VP8X":
      // Flags (4 bytes), then the canvas's width − 1 and height − 1 in 24 bits each.
      return [u24le(b, 24) + 1, u24le(b, 27) + 1];
    default:
      return null;
  }
}

const readers: [ImageContentType, (b: Uint8Array) => [number, number] | null][] = [
  ["image/jpeg", jpeg],
  ["image/png", png],
  ["image/webp", webp],
];

/** The image's type and size from its bytes; null when it is none of the three, or says it has no pixels. */
export function imageInfo(bytes: Uint8Array): ImageInfo | null {
  for (const [contentType, read] of readers) {
    const size = read(bytes);
    if (!size) continue;
    const [width, height] = size;
    return width > 0 && height > 0 ? { contentType, extension: IMAGE_TYPES[contentType], width, height } : null;
  }
  return null;
}

// The upload's rules, shared by the form field (a check before sending) and the server (the check that counts).

/** The largest photo the back-office takes. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE = "Zdjęcie jest za duże (maks. 5 MB)";
export const IMAGE_NOT_AN_IMAGE = "Plik nie jest zdjęciem JPEG, PNG ani WebP";
/** What the file picker offers; the content decides. */
export const IMAGE_ACCEPT = Object.keys(IMAGE_TYPES).join(",");

export const IMAGES_PATH = "/zdjecia";
/** A stored image's key: the SHA-256 of its bytes and its type's extension. */
export const IMAGE_KEY_PATTERN = /^[0-9a-f]{64}\.(?:jpg|png|webp)$/;
export const imagePath = (key: string) => `${IMAGES_PATH}/${key}`;
