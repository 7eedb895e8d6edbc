import { Writable } from "node:stream";
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";

/** A server running over the process's stdin and stdout. */
export interface StdioEndpoint {
  close(): Promise<void>;
}

/**
 * Serves one MCP server over the process's stdin and stdout. Stdout carries JSON-RPC only: the transport
 * writes through a stream of its own, and everything else written to `process.stdout` while serving
 * (a `console.log` in a tool, a library's banner) goes to stderr instead, where the client ignores it.
 * `close()` puts stdout back.
 */
export async function serveStdio(server: Server): Promise<StdioEndpoint> {
  const stdout = process.stdout;
  const realWrite = stdout.write;
  const wire = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      (realWrite as (...args: unknown[]) => boolean).call(stdout, chunk, (error?: Error | null) => callback(error ?? null));
    },
  });
  stdout.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) =>
    (process.stderr.write as (...args: unknown[]) => boolean)(chunk, encoding, callback)) as typeof stdout.write;
  const transport = new StdioServerTransport(process.stdin, wire);
  try {
    await server.connect(transport);
  } catch (error) {
    stdout.write = realWrite;
    throw error;
  }
  return {
    async close() {
      await server.close();
      stdout.write = realWrite;
    },
  };
}
