import { BufferedResponse } from "./buffered-response";
import { ResponseHeaders } from "./response-headers";

const JSON_TEXT = '{"reply":"héllo ✓"}';

function answer(bytes: Buffer | null, contentType = "application/json"): BufferedResponse {
  return new BufferedResponse(201, "Created", new ResponseHeaders({ "content-type": contentType }), bytes, "http://x.test/a");
}

describe("BufferedResponse", () => {
  it("exposes the status, status text, URL and headers as fetch's Response does", () => {
    const response = answer(Buffer.from(JSON_TEXT));
    expect(response).toMatchObject({ status: 201, statusText: "Created", ok: true, url: "http://x.test/a", type: "default", redirected: false });
    expect(response.headers.get("Content-Type")).toBe("application/json");
    expect(new BufferedResponse(404, "", new ResponseHeaders({}), Buffer.alloc(0), "").ok).toBe(false);
  });

  it("reads the body as JSON, text, bytes or a blob, once", async () => {
    const bytes = Buffer.from(JSON_TEXT);
    expect(await answer(bytes).json()).toEqual({ reply: "héllo ✓" });
    expect(await answer(bytes).text()).toBe(JSON_TEXT);
    expect(new Uint8Array(await answer(bytes).arrayBuffer())).toEqual(new Uint8Array(bytes));
    expect(await answer(bytes).bytes()).toEqual(new Uint8Array(bytes));
    const blob = await answer(bytes).blob();
    expect(blob.type).toBe("application/json");
    expect(await blob.text()).toBe(JSON_TEXT);

    const response = answer(bytes);
    expect(response.bodyUsed).toBe(false);
    await response.text();
    expect(response.bodyUsed).toBe(true);
    await expect(response.json()).rejects.toThrow(TypeError);
    expect(() => response.clone()).toThrow(TypeError);
  });

  it("decodes as Response does: a byte order mark dropped, a broken sequence replaced, bad JSON a SyntaxError", async () => {
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON_TEXT)]);
    expect(await answer(withBom).json()).toEqual(await new Response(withBom).json());
    const broken = Buffer.from([0x61, 0xff, 0x62]);
    expect(await answer(broken).text()).toBe(await new Response(broken).text());
    await expect(answer(Buffer.from("{not json")).json()).rejects.toThrow(SyntaxError);
  });

  it("hands out copies: changing what one read returned changes no other read", async () => {
    const response = answer(Buffer.from("abc"));
    const copy = response.clone();
    const first = await response.bytes();
    first[0] = 0x7a;
    expect(await copy.text()).toBe("abc");
  });

  it("gives the body as a stream, and then reads through it", async () => {
    const response = answer(Buffer.from(JSON_TEXT));
    expect(response.body).toBe(response.body);
    expect(await response.json()).toEqual({ reply: "héllo ✓" });
    expect(response.bodyUsed).toBe(true);

    const streamed = answer(Buffer.from(JSON_TEXT));
    const reader = streamed.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe(JSON_TEXT);
    expect((await reader.read()).done).toBe(true);
    expect(streamed.bodyUsed).toBe(true);
    await expect(streamed.text()).rejects.toThrow(TypeError);
  });

  it("has a null body for an answer without one, and an empty stream for an empty body", async () => {
    const none = answer(null);
    expect(none.body).toBeNull();
    expect(await none.text()).toBe("");
    const empty = answer(Buffer.alloc(0));
    expect(empty.body).not.toBeNull();
    expect((await empty.body!.getReader().read()).done).toBe(true);
  });

  it("parses form data as Response does", async () => {
    const form = await answer(Buffer.from("a=1&b=two"), "application/x-www-form-urlencoded").formData();
    expect([...form.entries()]).toEqual([["a", "1"], ["b", "two"]]);
  });
});
