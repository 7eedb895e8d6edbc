import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { main } from "../cli";
import type { CliIo } from "../cli-io";

const FIXTURE = path.join(__dirname, "../../__fixtures__/shop");

/** A CliIo whose output lines can be awaited: `next(pattern)` resolves with the first line (seen or to come) matching it. */
function watchedIo(cwd: string, interrupted: Promise<void>) {
  const lines: string[] = [];
  const waiters: Array<{ pattern: RegExp; from: number; resolve: (line: string) => void }> = [];
  const push = (line: string): void => {
    lines.push(line);
    for (const w of [...waiters]) {
      if (w.pattern.test(line) && lines.length > w.from) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(line);
      }
    }
  };
  const io: CliIo = { out: push, err: push, cwd, interrupted: () => interrupted };
  const next = (pattern: RegExp): Promise<string> => {
    const from = lines.length;
    return new Promise((resolve) => waiters.push({ pattern, from, resolve }));
  };
  return { io, lines, next };
}

describe("agentic gen --watch", () => {
  jest.setTimeout(120_000);
  let dir: string;
  beforeEach(() => {
    // Inside the fixtures folder, so "@agentic-ts/core" resolves through the same relative path.
    dir = mkdtempSync(path.join(path.dirname(FIXTURE), "tmp-watch-"));
    cpSync(FIXTURE, dir, { recursive: true });
    rmSync(path.join(dir, "src/agentic.generated.ts"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes the module, then regenerates it after each edit, saying which specs changed", async () => {
    let stop!: () => void;
    const interrupted = new Promise<void>((resolve) => (stop = resolve));
    const { io, lines, next } = watchedIo(dir, interrupted);
    const watching = next(/^agentic gen: watching src/);
    const exit = main(["gen", "-p", "tsconfig.json", "-o", "src/agentic.generated.ts", "--root", "src", "--watch"], io);
    await watching;
    const module = path.join(dir, "src/agentic.generated.ts");
    expect(lines[0]).toBe("src/agentic.generated.ts: written (1 specs).");
    expect(readFileSync(module, "utf8")).toContain('"name": "quantity"');

    // A narrowed type and a renamed parameter: what the runtime check cannot see from erased types.
    const rewritten = next(/^src\/agentic\.generated\.ts: written/);
    const changed = next(/^Shop\.place: changed$/);
    const shop = path.join(dir, "src/shop.ts");
    writeFileSync(shop, readFileSync(shop, "utf8").replace("place(sku: string, quantity: Int", 'place(sku: "A-1" | "A-2", count: Int'));
    await changed;
    await rewritten;
    const text = readFileSync(module, "utf8");
    expect(text).toContain('"name": "count"');
    expect(text).toContain('"A-1"');

    const added = next(/^Shop\.close: added$/);
    writeFileSync(shop, readFileSync(shop, "utf8").replace(/\n}\n?$/, "\n  /** Close. */\n  @AgenticFunction()\n  close(): string { return \"closed\"; }\n}\n"));
    await added;
    stop();
    expect(await exit).toBe(0);
  });
});
