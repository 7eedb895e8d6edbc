import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

// `npm run server` runs `exec node dist/dev-server.js`: npm forwards SIGTERM / SIGINT to its child, which
// `exec` makes this very process. The tests start it the same way, without npm.
const DEV_SERVER = path.resolve(__dirname, "../dist/dev-server.js");

jest.setTimeout(60_000);

interface Started {
  readonly child: ChildProcess;
  readonly ended: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  readonly stderr: string[];
  /** Resolves with the first stdout line `match` accepts (already printed or coming). */
  line(match: RegExp): Promise<RegExpExecArray>;
}

let scratch: string;
let started: Started | undefined;

beforeAll(() => {
  if (!existsSync(DEV_SERVER)) throw new Error(`${DEV_SERVER} is missing: build it with \`npx tsc -b examples/restate-desk\`.`);
});
// TMPDIR: the server's data directory is created under it, so a test can see what is left of it.
beforeEach(() => (scratch = mkdtempSync(path.join(tmpdir(), "agentic-dev-server-spec-"))));
afterEach(async () => {
  if (started && started.child.exitCode === null && started.child.signalCode === null) started.child.kill("SIGKILL");
  await started?.ended;
  started = undefined;
  rmSync(scratch, { recursive: true, force: true });
});

function start(): Started {
  const child = spawn(process.execPath, [DEV_SERVER], { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, TMPDIR: scratch } });
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  const lines: string[] = [];
  const waiting = new Set<() => void>();
  createInterface({ input: child.stdout! }).on("line", (text) => {
    lines.push(text);
    for (const wake of [...waiting]) wake();
  });
  const stderr: string[] = [];
  createInterface({ input: child.stderr! }).on("line", (text) => stderr.push(text));
  const line = (match: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const look = () => {
        const found = lines.map((text) => match.exec(text)).find((m) => m !== null);
        if (!found) return;
        waiting.delete(look);
        resolve(found);
      };
      waiting.add(look);
      look();
      void ended.then(() => reject(new Error(`dev-server ended before printing ${match}:\n${[...lines, ...stderr].join("\n")}`)));
    });
  return { child, ended, stderr, line };
}

/** Resolves once `npm run server`'s script printed its server: pid, ingress and admin URLs, data directory. */
async function running(server: Started) {
  const pid = Number((await server.line(/restate-server pid (\d+)/))[1]);
  const ingress = new URL((await server.line(/RESTATE_INGRESS=(\S+)/))[1]);
  const admin = new URL((await server.line(/RESTATE_ADMIN=(\S+)/))[1]);
  const data = (await server.line(/data: (\S+)/))[1];
  return { pid, ports: [Number(ingress.port), Number(admin.port)], admin, data };
}

function isGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

/** Resolves true when a listener can bind `port` on loopback (nothing holds it). */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** The processes whose command line mentions the scratch folder (Linux's /proc): the server it started. */
function processesUnderScratch(): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(scratch);
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe("npm run server (dev-server.js)", () => {
  it.each(["SIGTERM", "SIGINT"] as const)("on %s stops the restate-server it started, waits for it, then ends by the same signal", async (signal) => {
    started = start();
    const server = await running(started);
    expect(isGone(server.pid)).toBe(false);
    expect((await fetch(`${server.admin.origin}/health`)).ok).toBe(true);

    started.child.kill(signal);
    await expect(started.ended).resolves.toEqual({ code: null, signal });

    expect(isGone(server.pid)).toBe(true);
    // The server led its own process group: nothing of it is left.
    expect(isGone(-server.pid)).toBe(true);
    for (const port of server.ports) await expect(isFree(port)).resolves.toBe(true);
    expect(existsSync(server.data)).toBe(false);
  });

  it("stops a restate-server that is still starting when it is sent SIGTERM, and leaves nothing behind", async () => {
    started = start();
    await started.line(/^Starting Restate/);
    started.child.kill("SIGTERM");
    await expect(started.ended).resolves.toEqual({ code: null, signal: "SIGTERM" });
    expect(processesUnderScratch()).toEqual([]);
    expect(readdirSync(scratch)).toEqual([]);
  });

  it("exits with 1, printing the end of the server's log, when the restate-server dies on its own", async () => {
    started = start();
    const server = await running(started);
    process.kill(server.pid, "SIGKILL");
    await expect(started.ended).resolves.toEqual({ code: 1, signal: null });
    expect(started.stderr[0]).toBe("restate-server exited (SIGKILL):");
    expect(existsSync(server.data)).toBe(false);
  });
});
