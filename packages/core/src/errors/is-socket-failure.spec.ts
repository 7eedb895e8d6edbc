import { isSocketFailure } from "./is-socket-failure";

describe("isSocketFailure", () => {
  it("finds a socket error code or undici's bare TypeError on the error or its first causes", () => {
    expect(isSocketFailure(Object.assign(new Error("reset"), { code: "ECONNRESET" }))).toBe(true);
    expect(isSocketFailure(new TypeError("terminated", { cause: Object.assign(new Error("x"), { code: "UND_ERR_SOCKET" }) }))).toBe(true);
    expect(isSocketFailure(new Error("wrapped", { cause: new TypeError("fetch failed") }))).toBe(true);
    // By shape: an error object from another realm has no prototype in common with ours.
    expect(isSocketFailure({ name: "Error", message: "m", code: "EPIPE" })).toBe(true);
  });

  it("is false for other errors, codes it does not know and causes past the fourth", () => {
    expect(isSocketFailure(new Error("bug"))).toBe(false);
    expect(isSocketFailure(Object.assign(new Error("x"), { code: "ENOENT" }))).toBe(false);
    expect(isSocketFailure(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isSocketFailure(undefined)).toBe(false);
    let deep: Error = Object.assign(new Error("socket"), { code: "ECONNRESET" });
    for (let i = 0; i < 4; i++) deep = new Error(`wrap ${i}`, { cause: deep });
    expect(isSocketFailure(deep)).toBe(false);
  });
});
