import type { ImageMediaType } from "../contracts/content-part";

/** The image media types accepted as input, each with the magic bytes that identify it. */
export const IMAGE_MEDIA_TYPES: readonly ImageMediaType[] = ["image/png", "image/jpeg", "image/gif", "image/webp"];

/** Narrows a media type string to a supported one (`image/jpg` is read as `image/jpeg`). */
export function asImageMediaType(value: string): ImageMediaType | undefined {
  const type = value.trim().toLowerCase();
  const normal = type === "image/jpg" ? "image/jpeg" : type;
  return (IMAGE_MEDIA_TYPES as readonly string[]).includes(normal) ? (normal as ImageMediaType) : undefined;
}

/** Recognises PNG, JPEG, GIF and WebP bytes by their signature; undefined for anything else. */
export function sniffImageMediaType(bytes: Uint8Array): ImageMediaType | undefined {
  const starts = (...sig: number[]): boolean => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x47, 0x49, 0x46, 0x38)) return "image/gif";
  // RIFF....WEBP
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return "image/webp";
  return undefined;
}
