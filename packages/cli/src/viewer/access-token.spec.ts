import type { IncomingMessage } from "node:http";
import { isAccessToken, newAccessToken, requestCookies } from "./access-token";

describe("the trace viewer's access token", () => {
  it("is new at every call, base64url, and at least 128 bits", () => {
    const tokens = new Set(Array.from({ length: 50 }, () => newAccessToken()));
    expect(tokens.size).toBe(50);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(token, "base64url").length * 8).toBeGreaterThanOrEqual(128);
    }
  });

  it("matches only itself: not a prefix, an extension, another case, empty or absent", () => {
    const token = newAccessToken();
    expect(isAccessToken(token, token)).toBe(true);
    for (const other of [token.slice(0, -1), `${token}A`, token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase(), "", undefined, null]) {
      expect(isAccessToken(other, token)).toBe(false);
    }
  });

  it("reads every value of a cookie from the Cookie header, and nothing from other cookies", () => {
    const request = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } }) as IncomingMessage;
    expect(requestCookies(request("a=1; agentic-trace-80=x; b=2; agentic-trace-80=y=z"), "agentic-trace-80")).toEqual(["x", "y=z"]);
    expect(requestCookies(request("agentic-trace-8080=x"), "agentic-trace-80")).toEqual([]);
    expect(requestCookies(request(), "agentic-trace-80")).toEqual([]);
  });
});
