/** Image formats an upload may be in (spec 001 section 5: HEIC and HEIF are converted). */
export type UploadFormat = 'jpeg' | 'png' | 'webp' | 'heic';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// ftyp brands of HEVC-coded HEIF. `mif1`, `msf1` and `heif` only say "some HEIF", so an
// AVIF (AV1-coded HEIF) also carries them: those need an HEVC brand among the compatible ones.
const HEVC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx']);
const GENERIC_HEIF_BRANDS = new Set(['mif1', 'msf1', 'heif']);

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** The major and compatible brands of a leading ISO-BMFF `ftyp` box, or null. */
export function ftypBrands(bytes: Uint8Array): { major: string; compatible: string[] } | null {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return null;
  const size = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  const end = Math.min(size, bytes.length);
  const compatible: string[] = [];
  for (let at = 16; at + 4 <= end; at += 4) compatible.push(ascii(bytes, at, at + 4));
  return { major: ascii(bytes, 8, 12), compatible };
}

function isHevcHeif(bytes: Uint8Array): boolean {
  const brands = ftypBrands(bytes);
  if (!brands) return false;
  if (HEVC_BRANDS.has(brands.major)) return true;
  return GENERIC_HEIF_BRANDS.has(brands.major) && brands.compatible.some((b) => HEVC_BRANDS.has(b));
}

/**
 * The real format of an upload from its first bytes, whatever its name or declared type
 * says; null for anything else (GIF, SVG, AVIF, HTML renamed .jpg...).
 */
export function sniffFormat(bytes: Uint8Array): UploadFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return 'webp';
  }
  if (isHevcHeif(bytes)) return 'heic';
  return null;
}
