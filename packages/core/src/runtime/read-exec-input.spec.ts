import { ScriptedRuntime } from "@agentic-ts/testing";
import { decision } from "../decision/decision";
import { AgenticTypeError } from "../errors/agentic-type-error";
import { DECISION_FINISH_INSTRUCTION } from "./finish-instruction";
import { readExecInput } from "./read-exec-input";

import { PNG_BASE64, PNG_BYTES as PNG } from "../__fixtures__/pictures-conversation";
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2]);

describe("readExecInput", () => {
  it("reads a string as one user message", () => {
    expect(readExecInput("Hi.", "exec")).toEqual({ messages: [{ role: "user", content: "Hi." }] });
  });

  it("keeps a conversation's order, joins its leading system messages and encodes its images", () => {
    const read = readExecInput(
      [
        { role: "system", content: "Be brief." },
        { role: "system", content: [{ type: "text", text: "Answer in English." }] },
        { role: "user", content: "Hello." },
        { role: "assistant", content: "Hi! What do you need?" },
        {
          role: "user",
          content: [
            { type: "text", text: "What is in these?" },
            { type: "image", image: PNG },
            { type: "image", image: JPEG.buffer },
            { type: "image", image: new URL("https://example.com/cat.webp") },
            { type: "image", image: `data:image/gif;base64,R0lGODlh`, mediaType: "image/gif" },
          ],
        },
      ],
      "exec",
    );
    expect(read.system).toBe("Be brief.\n\nAnswer in English.");
    expect(read.messages).toEqual([
      { role: "user", content: "Hello." },
      { role: "assistant", content: "Hi! What do you need?" },
      {
        role: "user",
        content: "What is in these?\n[image image/png]\n[image image/jpeg]\n[image https://example.com/cat.webp]\n[image image/gif]",
        parts: [
          { type: "text", text: "What is in these?" },
          { type: "image", source: { type: "base64", mediaType: "image/png", data: PNG_BASE64 } },
          { type: "image", source: { type: "base64", mediaType: "image/jpeg", data: Buffer.from(JPEG).toString("base64") } },
          { type: "image", source: { type: "url", url: "https://example.com/cat.webp" } },
          { type: "image", source: { type: "base64", mediaType: "image/gif", data: "R0lGODlh" } },
        ],
      },
    ]);
  });

  it("sends a message of text parts only as plain text", () => {
    const read = readExecInput([{ role: "user", content: [{ type: "text", text: "a" }, { type: "text", text: "b" }] }], "exec");
    expect(read.messages).toEqual([{ role: "user", content: "a\nb" }]);
  });

  it("uses a given mediaType over sniffing, and reads image/jpg as image/jpeg", () => {
    const read = readExecInput([{ role: "user", content: [{ type: "image", image: new Uint8Array([1, 2, 3]), mediaType: "image/jpg" }] }], "exec");
    const last = read.messages[0];
    expect(last.role === "user" && last.parts).toEqual([{ type: "image", source: { type: "base64", mediaType: "image/jpeg", data: "AQID" } }]);
  });

  it.each([
    ["a non-array", { role: "user" }, /the prompt must be a string or an array of messages/],
    ["an empty conversation", [], /the conversation is empty/],
    ["an unknown role", [{ role: "tool", content: "x" }], /message 0 has role "tool"; a role is "system", "user" or "assistant"/],
    ["empty text content", [{ role: "user", content: "" }], /message 0 \(user\) has empty content/],
    ["an empty part list", [{ role: "user", content: [] }], /message 0 \(user\) has empty content/],
    ["an empty text part", [{ role: "user", content: [{ type: "text", text: "" }] }], /part 0: a text part needs non-empty text/],
    ["an unknown part type", [{ role: "user", content: [{ type: "audio", data: "x" }] }], /part 0 has type "audio"/],
    ["an image from the assistant", [{ role: "assistant", content: [{ type: "image", image: PNG }] }, { role: "user", content: "?" }], /message 0 \(assistant\) has an image; images go in user messages/],
    ["a late system message", [{ role: "user", content: "a" }, { role: "system", content: "b" }, { role: "user", content: "c" }], /message 1: system messages go at the start/],
    ["no final user message", [{ role: "user", content: "a" }, { role: "assistant", content: "b" }], /must end with a user message/],
    ["an unsupported media type", [{ role: "user", content: [{ type: "image", image: PNG, mediaType: "image/bmp" }] }], /unsupported image media type "image\/bmp"; supported: image\/png, image\/jpeg, image\/gif, image\/webp/],
    ["an unsupported data URL type", [{ role: "user", content: [{ type: "image", image: "data:image/tiff;base64,AAAA" }] }], /unsupported image media type "image\/tiff"/],
    ["a data URL that is not base64", [{ role: "user", content: [{ type: "image", image: "data:image/png,rawbytes" }] }], /a data: URL image must be base64/],
    ["a data URL with a bad payload", [{ role: "user", content: [{ type: "image", image: "data:image/png;base64,@@@" }] }], /payload is not base64/],
    ["a contradicting mediaType", [{ role: "user", content: [{ type: "image", image: `data:image/png;base64,${PNG_BASE64}`, mediaType: "image/gif" }] }], /mediaType image\/gif contradicts the data: URL's image\/png/],
    ["an http URL", [{ role: "user", content: [{ type: "image", image: "http://example.com/a.png" }] }], /image URLs must use https .* got http:/],
    ["a string that is no URL", [{ role: "user", content: [{ type: "image", image: "cat.png" }] }], /an image string must be an https URL or a data: URL, got "cat.png"/],
    ["unknown bytes", [{ role: "user", content: [{ type: "image", image: new Uint8Array([1, 2, 3]) }] }], /not a PNG, JPEG, GIF or WebP image; pass its mediaType/],
    ["no bytes", [{ role: "user", content: [{ type: "image", image: new Uint8Array() }] }], /the image has no bytes/],
  ])("refuses %s with an AgenticTypeError that says what is wrong", (_name, input, message) => {
    expect(() => readExecInput(input as never, "exec")).toThrow(AgenticTypeError);
    expect(() => readExecInput(input as never, "exec")).toThrow(message);
  });
});

const pick = (call: string): string => JSON.stringify({ call, args: {} });

describe("a conversation as exec and decision.make input", () => {
  it("exec sends the conversation, with the system text after the runtime's, and the menu appended as the last part", async () => {
    const runtime = new ScriptedRuntime([pick("close")], { system: "You are a desk." });
    const result = await runtime.exec(
      [
        { role: "system", content: "Be brief." },
        { role: "user", content: "My order arrived broken." },
        { role: "assistant", content: "Sorry! Can you send a photo?" },
        { role: "user", content: [{ type: "text", text: "Here." }, { type: "image", image: PNG }] },
      ],
      { choices: { refund: "REFUND", close: "CLOSE" } },
    );
    expect(result).toBe("CLOSE");
    const [sent] = runtime.requests;
    expect(sent.system).toBe("You are a desk.\n\nBe brief.");
    expect(sent.messages.map((m) => m.role)).toEqual(["user", "assistant", "user"]);
    const last = sent.messages[2];
    if (last.role !== "user" || !last.parts) throw new Error("the last message should carry parts");
    expect(last.parts.slice(0, 2)).toEqual([
      { type: "text", text: "Here." },
      { type: "image", source: { type: "base64", mediaType: "image/png", data: PNG_BASE64 } },
    ]);
    expect(last.parts[2]).toEqual({ type: "text", text: expect.stringContaining(DECISION_FINISH_INSTRUCTION) });
    expect(last.content).toMatch(/^Here\.\n\[image image\/png\]\n\n/);
    expect(sent.text).toContain("[image image/png]");
  });

  it("decision.make takes a conversation and appends the menu to its last user message", async () => {
    const runtime = new ScriptedRuntime([pick("close")]);
    const result = await decision.make(
      [
        { role: "user", content: "Is the ticket solved?" },
        { role: "assistant", content: "I think so." },
        { role: "user", content: "Then pick." },
      ],
      { keep: "OPEN", close: "CLOSED" },
      { runtime },
    );
    expect(result).toBe("CLOSED");
    const messages = runtime.requests[0].messages;
    expect(messages.slice(0, 2)).toEqual([
      { role: "user", content: "Is the ticket solved?" },
      { role: "assistant", content: "I think so." },
    ]);
    expect(messages[2]).toEqual({ role: "user", content: expect.stringMatching(/^Then pick\.\n\n[\s\S]*close/) });
  });

  it("rejects a bad conversation before any model call", async () => {
    const runtime = new ScriptedRuntime([pick("close")]);
    await expect(runtime.exec([{ role: "user", content: "" }])).rejects.toThrow(AgenticTypeError);
    await expect(decision.make([{ role: "assistant", content: "x" }], { close: "C" }, { runtime })).rejects.toThrow(/must end with a user message/);
    expect(runtime.requests).toHaveLength(0);
  });
});
