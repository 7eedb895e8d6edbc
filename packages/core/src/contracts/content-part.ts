/** The image media types both providers accept. */
export type ImageMediaType = "image/png" | "image/jpeg" | "image/gif" | "image/webp";

/** Where an image of a request comes from: bytes as base64 with their media type, or an https URL. */
export type ImageSource =
  | { readonly type: "base64"; readonly mediaType: ImageMediaType; readonly data: string }
  | { readonly type: "url"; readonly url: string; readonly mediaType?: ImageMediaType };

/**
 * One piece of a multimodal user message as providers receive it: text, or an image already checked and
 * encoded (plain JSON data, so a durable run can journal it).
 */
export type ContentPart =
  | { readonly type: "text"; readonly text: string }
  | { readonly type: "image"; readonly source: ImageSource };
