import type { ImageInput, InputMessage } from "../runtime/exec-input";

/** The 8-byte PNG signature and a few bytes more: enough for agentic-ts to recognise a PNG. */
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** {@link PNG_BYTES} as base64, as providers receive them. */
export const PNG_BASE64 = Buffer.from(PNG_BYTES).toString("base64");

/**
 * A conversation for the wire tests of both providers: a system message, a first exchange, then the user's
 * question with two images — the PNG bytes and `second`.
 */
export function picturesConversation(second: ImageInput): InputMessage[] {
  return [
    { role: "system", content: "Be brief." },
    { role: "user", content: "I will send two pictures." },
    { role: "assistant", content: "Go ahead." },
    {
      role: "user",
      content: [
        { type: "text", text: "What is in them?" },
        { type: "image", image: PNG_BYTES },
        { type: "image", image: second },
      ],
    },
  ];
}
