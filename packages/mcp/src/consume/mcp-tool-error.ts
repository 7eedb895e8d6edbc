import { AgenticError } from "@agentic-ts/core";

/**
 * A call to a remote MCP tool that did not succeed: the server answered with `isError` (the message is its
 * text), the call timed out, or the server refused the request. Thrown from the tool's function, so a
 * model sees it as its tool's error result, as for a tool of our own that throws.
 */
export class McpToolError extends AgenticError {
  constructor(
    message: string,
    /** The remote tool's name, as the server spells it. */
    readonly tool: string,
    /** The server's name (from its `initialize` answer), when it gave one. */
    readonly server: string | undefined,
  ) {
    super(message);
  }
}
