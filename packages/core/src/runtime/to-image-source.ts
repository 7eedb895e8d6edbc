import { AgenticTypeError } from "../errors/agentic-type-error";
import type { ImageSource } from "../contracts/content-part";
import type { ImageInput } from "./exec-input";
import { asImageMediaType, IMAGE_MEDIA_TYPES, sniffImageMediaType } from "./image-media-type";

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Checks an input image and encodes it for the request: bytes and `data:` URLs become base64 with a
 * supported media type, an https URL stays a URL. `where` names the part in error messages.
 */
export function toImageSource(image: ImageInput, mediaType: string | undefined, where: string): ImageSource {
  const declared = mediaType === undefined ? undefined : supported(mediaType, where);
  if (image instanceof Uint8Array || image instanceof ArrayBuffer) {
    const bytes = image instanceof Uint8Array ? image : new Uint8Array(image);
    if (bytes.length === 0) throw new AgenticTypeError(`${where}: the image has no bytes.`);
    const type = declared ?? sniffImageMediaType(bytes);
    if (!type) throw new AgenticTypeError(`${where}: these bytes are not a PNG, JPEG, GIF or WebP image; pass its mediaType if it is one.`);
    return { type: "base64", mediaType: type, data: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64") };
  }
  const text = image instanceof URL ? image.href : image;
  if (typeof text !== "string") {
    throw new AgenticTypeError(`${where}: an image is a URL, an https URL string, a data: URL or bytes (Uint8Array), got ${typeof image}.`);
  }
  if (/^data:/i.test(text)) return fromDataUrl(text, declared, where);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new AgenticTypeError(`${where}: an image string must be an https URL or a data: URL, got ${JSON.stringify(text.slice(0, 40))}.`);
  }
  if (url.protocol !== "https:") {
    throw new AgenticTypeError(`${where}: image URLs must use https (the provider fetches them), got ${url.protocol}; pass the bytes instead.`);
  }
  return declared ? { type: "url", url: url.href, mediaType: declared } : { type: "url", url: url.href };
}

function fromDataUrl(text: string, declared: ImageSource["mediaType"], where: string): ImageSource {
  const comma = text.indexOf(",");
  const header = comma < 0 ? "" : text.slice(5, comma);
  const fields = header.split(";");
  if (comma < 0 || fields[fields.length - 1].toLowerCase() !== "base64") {
    throw new AgenticTypeError(`${where}: a data: URL image must be base64 (data:image/png;base64,…).`);
  }
  const type = supported(fields[0], where);
  if (declared && declared !== type) throw new AgenticTypeError(`${where}: mediaType ${declared} contradicts the data: URL's ${type}.`);
  const data = text.slice(comma + 1);
  if (data === "" || !BASE64.test(data)) throw new AgenticTypeError(`${where}: the data: URL's payload is not base64.`);
  return { type: "base64", mediaType: type, data };
}

function supported(mediaType: string, where: string): NonNullable<ReturnType<typeof asImageMediaType>> {
  const type = asImageMediaType(mediaType);
  if (!type) throw new AgenticTypeError(`${where}: unsupported image media type ${JSON.stringify(mediaType)}; supported: ${IMAGE_MEDIA_TYPES.join(", ")}.`);
  return type;
}
