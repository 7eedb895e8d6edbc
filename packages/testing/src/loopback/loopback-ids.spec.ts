import { loopbackId } from "./loopback-ids";

describe("loopbackId", () => {
  it("gives the prefix and 24 hex digits, never the same id twice across many pools of random bytes", () => {
    const ids = Array.from({ length: 1000 }, () => loopbackId("req_"));
    for (const id of ids) expect(id).toMatch(/^req_[0-9a-f]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
