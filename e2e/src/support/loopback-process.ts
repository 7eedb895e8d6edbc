import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { createInterface } from "node:readline";
import type { TempProject } from "./temp-project";

// Prints its URL, answers the replies given as arguments, and when its stdin ends prints the request
// bodies it saw and exits.
const LOOPBACK_SERVER = `const { LoopbackProviderServer } = require("@agentic-ts/testing");
LoopbackProviderServer.start().then((server) => {
  server.script(...process.argv.slice(2).map((text) => ({ reply: { text } })));
  process.stdout.write(JSON.stringify({ url: server.openaiBaseURL }) + "\\n");
  process.stdin.resume();
  process.stdin.on("end", async () => {
    process.stdout.write(JSON.stringify(server.requests.map((r) => r.body)) + "\\n");
    await server.close();
  });
});
`;

/** A LoopbackProviderServer running in a child process of a project (from its installed @agentic-ts/testing). */
export class LoopbackProcess {
  private constructor(
    private readonly child: ChildProcessWithoutNullStreams,
    private readonly lines: AsyncIterator<string>,
    /** The OpenAI base URL to put in OPENAI_BASE_URL. */
    readonly openaiBaseURL: string,
  ) {}

  /** Starts a loopback server in the project (from its installed @agentic-ts/testing) that answers `replies` in order. */
  static async start(project: TempProject, replies: readonly string[]): Promise<LoopbackProcess> {
    project.write("loopback-server.cjs", LOOPBACK_SERVER);
    const child = spawn(process.execPath, ["loopback-server.cjs", ...replies], { cwd: project.dir });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    const first = await lines.next();
    if (first.done) throw new Error(`the loopback server exited before printing its URL: ${stderr}`);
    return new LoopbackProcess(child, lines, (JSON.parse(first.value) as { url: string }).url);
  }

  /** The env a README program needs to talk to this server through the OpenAI SDK. */
  get env(): Record<string, string> {
    return { OPENAI_BASE_URL: this.openaiBaseURL, OPENAI_API_KEY: "test" };
  }

  /** Stops the server and returns the request bodies it received. */
  async stop(): Promise<unknown[]> {
    this.child.stdin.end();
    const line = await this.lines.next();
    await new Promise<void>((resolve) => (this.child.exitCode !== null ? resolve() : this.child.once("exit", () => resolve())));
    return line.done ? [] : (JSON.parse(line.value) as unknown[]);
  }
}
