import { readResponseBody } from "./read-response-body";

function answer(body: string | null, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers });
}

describe("readResponseBody", () => {
  it("parses a JSON body, with or without parameters on the media type", async () => {
    await expect(readResponseBody(answer('{"a":1}', 200, { "content-type": "application/json" }))).resolves.toEqual({ a: 1 });
    await expect(readResponseBody(answer("[2]", 200, { "content-type": "application/json; charset=utf-8" }))).resolves.toEqual([2]);
    await expect(readResponseBody(answer('"x"', 200, { "content-type": "application/problem+json" }))).resolves.toBe("x");
    await expect(readResponseBody(answer("[3]", 200, { "content-type": "application/vnd.api+json ;charset=utf-8" }))).resolves.toEqual([3]);
  });

  it("gives null for a 204 and undefined for an empty JSON body, as the SDK's parse does", async () => {
    await expect(readResponseBody(answer(null, 204, { "content-type": "application/json" }))).resolves.toBeNull();
    await expect(readResponseBody(answer("", 200, { "content-type": "application/json", "content-length": "0" }))).resolves.toBeUndefined();
  });

  it("gives the text of a body that is not JSON by its media type", async () => {
    await expect(readResponseBody(answer("<html>busy</html>", 200, { "content-type": "text/html" }))).resolves.toBe("<html>busy</html>");
    await expect(readResponseBody(answer('{"a":1}'))).resolves.toBe('{"a":1}');
    // Only the media type counts, not a parameter naming JSON.
    await expect(readResponseBody(answer('{"a":1}', 200, { "content-type": "text/plain; profile=application/json" }))).resolves.toBe('{"a":1}');
    await expect(readResponseBody(answer('{"a":1}', 200, { "content-type": "text/plain;x=a+json" }))).resolves.toBe('{"a":1}');
  });

  it("rejects with a SyntaxError when a JSON body does not parse", async () => {
    // By name: fetch's JSON.parse runs in another realm than the test's.
    await expect(readResponseBody(answer("{oops", 200, { "content-type": "application/json" }))).rejects.toMatchObject({ name: "SyntaxError" });
  });
});
