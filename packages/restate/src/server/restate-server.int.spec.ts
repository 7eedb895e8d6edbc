import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { RestateServer } from "./restate-server";

// Real restate-server processes from npm, on free loopback ports, data under a temporary directory.
jest.setTimeout(60_000);

/** The pids of the processes whose command line mentions `text` (Linux's /proc). */
function processesMentioning(text: string): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(text);
      } catch {
        return false;
      }
    })
    .map(Number);
}

function isGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

let scratch: string;
beforeEach(() => (scratch = mkdtempSync(path.join(tmpdir(), "agentic-restate-spec-"))));
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

describe("RestateServer", () => {
  it("resolves exited with how the server ended once stop() has ended it; its process group is gone", async () => {
    const server = await RestateServer.start();
    const pid = server.pid!;
    expect(isGone(pid)).toBe(false);
    await server.stop();
    await expect(server.exited).resolves.toEqual({ code: expect.anything() as unknown, signal: null });
    expect(isGone(pid)).toBe(true);
    expect(isGone(-pid)).toBe(true);
  });

  it("stops the server it spawned, and rejects with the reason, when the signal is aborted while it starts", async () => {
    const baseDir = scratch;
    const controller = new AbortController();
    const starting = RestateServer.start({ baseDir, signal: controller.signal });
    // Aborted while the ports are probed: the server is spawned, then stopped before it is healthy.
    controller.abort(new Error("stopped by the test"));
    await expect(starting).rejects.toThrow("stopped by the test");
    expect(processesMentioning(baseDir)).toEqual([]);
  });

  it("spawns nothing when the signal is already aborted", async () => {
    const baseDir = scratch;
    await expect(RestateServer.start({ baseDir, signal: AbortSignal.abort(new Error("too late")) })).rejects.toThrow("too late");
    expect(processesMentioning(baseDir)).toEqual([]);
  });
});
