// A caller's logo for the rendered invoice: PNG or JPEG only (recognised by their signatures, never by a
// declared type), at most MAX_LOGO_BYTES, with its pixel size read from the header so the layout can keep
// its aspect ratio without decoding the image.

/** Largest logo accepted, in bytes: a logo is a small image, and every rendered PDF carries it. */
export const MAX_LOGO_BYTES = 256 * 1024;
/** Largest side in pixels. */
const MAX_SIDE = 4096;

export interface Logo {
  mimeType: 'image/png' | 'image/jpeg';
  bytes: Uint8Array;
  base64: string;
  width: number;
  height: number;
}

export type LogoResult = { ok: true; logo: Logo } | { ok: false; reason: string };

function pngSize(b: Uint8Array): { width: number; height: number } | null {
  // Signature, then the IHDR chunk: length (4), "IHDR" (4), width (4), height (4).
  if (b.length < 24 || b[12] !== 0x49 || b[13] !== 0x48 || b[14] !== 0x44 || b[15] !== 0x52) return null;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function jpegSize(b: Uint8Array): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    const length = (b[i + 2]! << 8) | b[i + 3]!;
    // SOF0…SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: (b[i + 5]! << 8) | b[i + 6]!, width: (b[i + 7]! << 8) | b[i + 8]! };
    }
    i += 2 + length;
  }
  return null;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function readLogo(bytes: Uint8Array): LogoResult {
  if (bytes.length > MAX_LOGO_BYTES) return { ok: false, reason: `is ${bytes.length} bytes; a logo may have at most ${MAX_LOGO_BYTES}` };
  const isPng = bytes.length > 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  const isJpeg = bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  if (!isPng && !isJpeg) return { ok: false, reason: 'is neither a PNG nor a JPEG image' };
  const size = isPng ? pngSize(bytes) : jpegSize(bytes);
  if (!size || size.width === 0 || size.height === 0) return { ok: false, reason: `is a ${isPng ? 'PNG' : 'JPEG'} whose size cannot be read` };
  if (size.width > MAX_SIDE || size.height > MAX_SIDE)
    return { ok: false, reason: `is ${size.width}×${size.height} pixels; at most ${MAX_SIDE} per side` };
  return { ok: true, logo: { mimeType: isPng ? 'image/png' : 'image/jpeg', bytes, base64: toBase64(bytes), ...size } };
}

/** An accent colour as `#rrggbb`. */
export const ACCENT_PATTERN = /^#[0-9a-fA-F]{6}$/;
