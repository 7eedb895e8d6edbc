import path from "node:path";
import { PassThrough } from "node:stream";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

// Runs the compiled package (dist/), as a client such as Claude Desktop starts a server.
const CHILD = path.join(__dirname, "__fixtures__/stdio-desk.child.js");

describe("serveMcp over stdio", () => {
  it("answers an SDK client, and nothing but JSON-RPC reaches stdout even when a tool writes to it", async () => {
    const transport = new StdioClientTransport({ command: process.execPath, args: [CHILD], stderr: "pipe", cwd: __dirname });
    const stderr = new PassThrough();
    let errText = "";
    transport.stderr!.pipe(stderr).on("data", (d: Buffer) => (errText += d.toString()));
    // Every line the child writes to stdout, as the transport reads it: each must be a JSON-RPC message.
    const client = new Client({ name: "stdio-test", version: "1.0.0" });
    const errors: Error[] = [];
    client.onerror = (error) => errors.push(error);
    await client.connect(transport);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual(["echo", "noisy"]);
      expect(Object.keys(tools.find((t) => t.name === "echo")!.inputSchema.properties!)).toEqual(["text"]);
      const noisy = await client.callTool({ name: "noisy", arguments: {} });
      expect(noisy.structuredContent).toEqual({ said: "done" });
      const echo = await client.callTool({ name: "echo", arguments: { text: "hi", caller: "forged" } });
      expect(echo.content).toEqual([{ type: "text", text: "stdio-client says hi" }]);
      const invalid = await client.callTool({ name: "echo", arguments: { text: 42 } });
      expect(invalid.isError).toBe(true);
      // What the tools wrote went to stderr, and the client never met a line it could not parse.
      expect(errText).toContain("console.log inside a tool");
      expect(errText).toContain("console.info inside a tool");
      expect(errText).toContain("process.stdout.write inside a tool");
      expect(errText).toContain("serving (a console.log after serveMcp started)");
      expect(errors).toEqual([]);
    } finally {
      await client.close();
    }
  });
});
