// The KSeF number KSeF gives an accepted invoice (the Ministry's faktury/numer-ksef.md): 35 characters, the seller's
// NIP, the date KSeF took the invoice (RRRRMMDD), 12 upper-case hex digits, and a CRC-8 of those 32 characters
// (polynomial 0x07, initial value 0x00) as 2 upper-case hex digits. Pure: the shop checks what KSeF answers, and
// the local stand-in makes numbers that pass.

const PATTERN = /^(\d{10})-(\d{8})-([0-9A-F]{12})-([0-9A-F]{2})$/;

/** CRC-8 (polynomial 0x07, initial 0x00, no reflection, no final XOR) of the text's bytes. */
export function crc8(text: string): number {
  let crc = 0;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

function checksum(data: string): string {
  return crc8(data).toString(16).toUpperCase().padStart(2, "0");
}

/** A number built from its parts: `date` 'YYYY-MM-DD', `technical` 12 hex digits. */
export function ksefNumber(sellerNip: string, date: string, technical: string): string {
  const data = `${sellerNip}-${date.replaceAll("-", "")}-${technical.toUpperCase()}`;
  return `${data}-${checksum(data)}`;
}

export function isKsefNumber(value: string): boolean {
  const match = PATTERN.exec(value);
  return match !== null && checksum(value.slice(0, 32)) === match[4];
}
