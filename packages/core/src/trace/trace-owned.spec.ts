import { MemoryStore } from "../runs/memory-store";
import { preview, previewOwned } from "./preview";
import { Trace } from "./trace";
import type { StoredTraceNode } from "./stored-trace-node";

const long = (c: string): string => c.repeat(10_000);

describe("trace nodes of data given away (startOwned, startRecorded owned, endWith, previewOwned)", () => {
  it("previewOwned keeps a plain flat record that fits as it is, and previews anything else as preview does", () => {
    const flat = { id: "A-1", amount: 12.5, ok: true, none: null };
    expect(previewOwned(flat, 1000)).toBe(flat);
    // Kept only where a copy would surely fit: at worst-case escaping this one may not.
    expect(previewOwned(flat, 100)).not.toBe(flat);
    expect(previewOwned(flat, 100)).toEqual(preview(flat, 100));
    const cases: unknown[] = [
      { id: "A-1", missing: undefined },
      { nested: { a: 1 } },
      { text: long("t") },
      { n: Number.NaN },
      Object.assign(Object.create(null) as Record<string, unknown>, { a: 1 }),
      Object.create({ inherited: 1 }) as unknown,
      ["a", "b"],
      "text",
      long("s"),
      7,
      undefined,
    ];
    for (const value of cases) {
      const owned = previewOwned(value, 100);
      expect(owned).toEqual(preview(value, 100));
      if (typeof value === "object" && value !== null) expect(owned).not.toBe(value);
    }
  });

  it("startOwned bounds the given data where it stands, with the same node data as start", () => {
    const trace = new Trace({ previewChars: 50 });
    const names = Object.freeze(["a", "b"]);
    const data = { options: names, menu: "short", big: long("m"), gone: undefined };
    const node = trace.startOwned("decision", "d", data, 3);
    const started = new Trace({ previewChars: 50 }).start("decision", "d", { options: names, menu: "short", big: long("m"), gone: undefined }, 3);
    expect(node.data).toEqual(started.data);
    expect(Object.keys(node.data)).toEqual(["options", "menu", "big"]);
    expect(node).toMatchObject({ kind: "decision", name: "d", parentId: 3, status: "running" });
    const kept = { options: names, menu: "short" };
    const plain = trace.startOwned("decision", "e", kept);
    expect(plain.data).toBe(kept);
    expect(plain.data.options).toBe(names);
    // Changed while it runs: bounded again at the end, as any node's data.
    plain.data.menu = long("x");
    trace.end(plain);
    expect(String(plain.data.menu)).toHaveLength(51);
  });

  it("writes the same start and end records to a store as start and end do", () => {
    const write = (owned: boolean): Record<string, unknown>[] => {
      const store = new MemoryStore();
      const written: Record<string, unknown>[] = [];
      const writeNode = store.writeNode.bind(store);
      store.writeNode = (n: StoredTraceNode) => {
        written.push({ ...n.data });
        writeNode(n);
      };
      const trace = new Trace({ previewChars: 50, store });
      const data = { options: Object.freeze(["a"]), menu: long("m") };
      const node = owned ? trace.startOwned("decision", "d", data) : trace.start("decision", "d", data);
      node.data.chosen = "a";
      const fn = trace.startRecorded("function", "a", "args", { id: "A-1", text: long("t") }, node.id, owned);
      if (owned) trace.endWith(fn, "result", { ok: true });
      else trace.end(fn, { result: { ok: true } });
      trace.end(node);
      return written;
    };
    expect(write(true)).toEqual(write(false));
  });

  it("startRecorded owned keeps a flat record as the node's args; endWith sets one key and ends the node", () => {
    const trace = new Trace({ previewChars: 1000 });
    const visible = { orderId: "A-1", amount: 12.5 };
    const node = trace.startRecorded("function", "refund", "args", visible, undefined, true);
    expect(node.data.args).toBe(visible);
    const result = { orderId: "A-1" };
    trace.endWith(node, "result", result);
    expect(node.status).toBe("ok");
    expect(node.data.args).toBe(visible);
    expect(node.data.result).toEqual(result);
    expect(node.data.result).not.toBe(result);
    const big = trace.startRecorded("function", "f", "args", { text: long("b") }, undefined, true);
    expect(JSON.stringify(big.data.args).length).toBeLessThan(1100);
    trace.endWith(big, "result", undefined);
    expect(Object.keys(big.data)).toEqual(["args"]);
    expect(big.endedAt).toEqual(expect.any(Number));
  });
});
