import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { addTool, StubMcpServer } from "./__fixtures__/stub-mcp-server";

const run = promisify(execFile);
const CHILD = path.join(__dirname, "__fixtures__/sum-desk.child.js");

jest.setTimeout(60_000);

describe("mcpTools in a durable run across processes", () => {
  let dir: string;
  let endpoint: { url: string; close: () => Promise<void> };
  const stub = new StubMcpServer([addTool]);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "agentic-mcp-runs-"));
    endpoint = await stub.listenHttp();
  });
  afterAll(async () => {
    await endpoint.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("calls the remote tool once: the run suspends in one process, and its resume in another replays the call from the journal", async () => {
    const db = path.join(dir, "agentic.db");
    const log = path.join(dir, "publish.log");
    const child = async (...args: string[]) => JSON.parse((await run(process.execPath, [CHILD, ...args], { timeout: 50_000 })).stdout.trim().split("\n").pop()!) as Record<string, unknown>;

    const started = await child("start", db, endpoint.url, log);
    expect(started).toMatchObject({ status: "suspended", requests: 2 });
    expect(stub.calls).toEqual([{ name: "add", args: { a: 2, b: 3 } }]);

    const resumed = await child("resume", db, endpoint.url, log, String(started.id));
    // Only the model's last reply is asked anew: the add call and both earlier replies come from the journal.
    expect(resumed).toMatchObject({ id: started.id, status: "completed", result: "Published 5.", requests: 1 });
    expect(stub.calls).toEqual([{ name: "add", args: { a: 2, b: 3 } }]);
    const published = readFileSync(log, "utf8").trim().split("\n").map((l) => JSON.parse(l) as { text: string; pid: number });
    expect(published.map((p) => p.text)).toEqual(["5"]);
  });
});
