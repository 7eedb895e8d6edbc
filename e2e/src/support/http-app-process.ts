import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { createInterface } from "node:readline";
import type { TempProject } from "./temp-project";

/** What a server program prints, on a line of its own, once it listens. */
export interface ListeningLine {
  readonly listening: string;
}

/**
 * A compiled HTTP server program of a project, run with node: it prints `{"listening": url}` on a line
 * of its own once it listens (its framework may log other lines around it), and closes when its stdin
 * ends. Everything it wrote is kept, for the tests that check what the operator's log got.
 */
export class HttpAppProcess {
  private output = "";

  private constructor(
    private readonly child: ChildProcessWithoutNullStreams,
    /** The server's base URL, e.g. `http://127.0.0.1:41234`. */
    readonly url: string,
  ) {}

  /** Starts `file` of the project with `args` and waits for its listening line. */
  static start(project: TempProject, file: string, args: readonly string[] = []): Promise<HttpAppProcess> {
    const child = spawn(process.execPath, [file, ...args], { cwd: project.dir });
    let output = "";
    let app: HttpAppProcess | undefined;
    const keep = (text: string) => (app ? (app.output += text) : (output += text));
    child.stderr.on("data", (chunk: Buffer) => keep(chunk.toString()));
    return new Promise((resolve, reject) => {
      createInterface({ input: child.stdout }).on("line", (line) => {
        keep(`${line}\n`);
        const url = app ? undefined : listeningUrl(line);
        if (url === undefined) return;
        app = new HttpAppProcess(child, url);
        app.output = output;
        resolve(app);
      });
      child.once("exit", () => app ?? reject(new Error(`${file} ${args.join(" ")} exited before it listened:\n${output}`)));
    });
  }

  /** Posts a JSON body (or, given a string, that text as JSON) to `path`. */
  post(path: string, body: unknown, headers: Readonly<Record<string, string>> = {}): Promise<Response> {
    return fetch(`${this.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  }

  /** Ends the program's stdin, waits for it to exit, and returns everything it wrote to stdout and stderr. */
  async stop(): Promise<string> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = new Promise<void>((resolve) => this.child.once("exit", () => resolve()));
      this.child.stdin.end();
      await exited;
    }
    return this.output;
  }
}

function listeningUrl(line: string): string | undefined {
  if (!line.startsWith('{"listening"')) return undefined;
  return (JSON.parse(line) as ListeningLine).listening;
}
