import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { normalizeOptions, type FunctionOption } from "@agentic-ts/core";
import { DeskAgent } from "./__fixtures__/desk-agent";
import { serveMcp } from "./serve-mcp";
import type { McpServerHandle } from "./serve-mcp-options";

// A third-party client (issue 35 point 4): the MCP Inspector's CLI, run as a user runs it, lists and calls a
// served agent's tools over stdio (a child serving the compiled package, as Claude Desktop starts a
// server) and over Streamable HTTP (serveMcp in this process on 127.0.0.1, port 0).
jest.setTimeout(60_000);

const run = promisify(execFile);
const CLI = require.resolve("@modelcontextprotocol/inspector-cli/build/cli.js");
const STDIO_CHILD = path.join(__dirname, "__fixtures__/stdio-desk.child.js");
// The CLI finds its own package.json by testing "../package.json" against its working directory (inspector
// issue 1503): it must start in a folder whose parent has one. src/'s parent is this package.
const CWD = path.join(__dirname, "..");

type ToolList = { tools: Array<{ name: string; description?: string; inputSchema: Record<string, unknown> }> };
type CallResult = { content: Array<{ type: string; text?: string }>; structuredContent?: unknown; isError?: boolean };

/** Runs the Inspector CLI with `args` after `--cli`; resolves with its stdout parsed as JSON. */
async function inspector<T>(args: string[]): Promise<T> {
  // Async, not execFileSync: the HTTP server answering it lives in this process's event loop.
  const { stdout } = await run(process.execPath, [CLI, "--cli", ...args], { cwd: CWD, timeout: 50_000 });
  return JSON.parse(stdout) as T;
}

/** `tools/call` of `tool` with `--tool-arg` pairs (the CLI parses each value as JSON when it can). */
function call(target: string[], tool: string, toolArgs: string[], extra: string[] = []): Promise<CallResult> {
  return inspector<CallResult>([...target, "--method", "tools/call", "--tool-name", tool, ...toolArgs.flatMap((a) => ["--tool-arg", a]), ...extra]);
}

describe("the MCP Inspector CLI as a third-party client", () => {
  describe("over stdio", () => {
    const target = [process.execPath, STDIO_CHILD];

    it("lists the served agent's tools with their schemas, hidden parameters left out", async () => {
      const { tools } = await inspector<ToolList>([...target, "--method", "tools/list"]);
      expect(tools.map((t) => t.name)).toEqual(["noisy", "echo"]);
      expect(tools[1]).toEqual({
        name: "echo",
        description: "Echo a text.",
        inputSchema: {
          type: "object",
          properties: { text: { type: "string", description: "What to echo." } },
          required: ["text"],
          additionalProperties: false,
        },
      });
    });

    it("calls a tool (text and structured results, stdout kept clean) and gets a validation error naming the field", async () => {
      const [echo, noisy, invalid] = await Promise.all([
        call(target, "echo", ["text=hi"]),
        call(target, "noisy", []),
        // "42" reaches the server as the number 42.
        call(target, "echo", ["text=42"]),
      ]);
      expect(echo).toEqual({ content: [{ type: "text", text: "stdio-client says hi" }] });
      expect(noisy).toEqual({ content: [{ type: "text", text: JSON.stringify({ said: "done" }) }], structuredContent: { said: "done" } });
      expect(invalid).toEqual({
        content: [{ type: "text", text: 'Invalid arguments for tool "echo": field "text" must be string, got integer (42)' }],
        isError: true,
      });
    });
  });

  describe("over Streamable HTTP", () => {
    let server: McpServerHandle;
    let target: string[];
    beforeAll(async () => {
      server = await serveMcp([new DeskAgent()], {
        transport: "http",
        port: 0,
        // A hidden parameter from a header the CLI sends (--header), never from the tool's arguments.
        context: (request) => ({ customerId: request.headers["x-customer"] }),
        onToolError: () => undefined,
      });
      target = [server.url!, "--transport", "http"];
    });
    afterAll(() => server.close());

    it("lists the served agent's tools with core's arguments schemas unchanged", async () => {
      const { tools } = await inspector<ToolList>([...target, "--method", "tools/list"]);
      expect(tools.map((t) => t.name).sort()).toEqual(["explode", "refund", "say_hello", "ship"]);
      const refund = tools.find((t) => t.name === "refund")!;
      const option = normalizeOptions({ refund: new DeskAgent().refund }).options[0] as FunctionOption;
      expect(refund.description).toBe("Issue a refund for an order.");
      expect(refund.inputSchema).toEqual(JSON.parse(JSON.stringify(option.argsSchema)));
      expect(Object.keys(refund.inputSchema.properties as object)).toEqual(["orderId", "amountCents"]);
      // Nested types travel as $defs/$ref as generated.
      expect(JSON.stringify(tools.find((t) => t.name === "ship")!.inputSchema)).toContain("street");
    });

    it("calls tools: text, structured JSON with a hidden parameter from a header, a validation error naming the field, a failure without internals", async () => {
      const [hello, refund, shipped, invalid, missing, failed] = await Promise.all([
        call(target, "say_hello", ["name=Ada"]),
        call(target, "refund", ["orderId=A-1", "amountCents=1250", "customerId=C-evil"], ["--header", "x-customer: C-7"]),
        call(target, "ship", ['to={"street":"1 Main St","city":"Oslo"}', 'from={"street":"2 Side St","city":"Bergen"}']),
        call(target, "refund", ["orderId=A-1", "amountCents=12.5"], ["--header", "x-customer: C-7"]),
        call(target, "ship", ['to={"city":"Oslo"}', 'from={"street":"x","city":"y"}']),
        call(target, "explode", []),
      ]);
      expect(hello).toEqual({ content: [{ type: "text", text: "Hello, Ada!" }] });
      const refunded = { refunded: "A-1", amountCents: 1250, customerId: "C-7" };
      expect(refund).toEqual({ content: [{ type: "text", text: JSON.stringify(refunded) }], structuredContent: refunded });
      expect(shipped.structuredContent).toEqual({ shipped: "Bergen → Oslo" });
      expect(invalid.isError).toBe(true);
      expect(invalid.content[0].text).toMatch(/^Invalid arguments for tool "refund": .*amountCents/);
      expect(missing.isError).toBe(true);
      expect(missing.content[0].text).toContain('"to.street"');
      expect(failed).toEqual({ content: [{ type: "text", text: 'Tool "explode" failed.' }], isError: true });
    });
  });
});
