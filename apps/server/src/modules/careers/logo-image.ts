import type { CareersLogoType } from '@kairox/contract';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

const hasAt = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

/**
 * The image type of a logo, told by its content (magic bytes), never by its name or declared type:
 * PNG, JPEG or WebP; null for anything else, SVG included (an SVG can carry script).
 */
export function detectLogoType(bytes: Uint8Array): CareersLogoType | null {
  if (hasAt(bytes, PNG_SIGNATURE)) return 'image/png';
  if (hasAt(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  if (hasAt(bytes, RIFF) && hasAt(bytes, WEBP, 8)) return 'image/webp';
  return null;
}
