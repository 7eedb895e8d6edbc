import { agenticFunction, currentRuntime, currentTraceNode } from "@agentic-ts/core";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { useSpanRecorder } from "./__fixtures__/use-span-recorder";

// @agentic-ts/mcp's mcpTools records the server a remote tool call went to as `mcpServer` on the call's
// tool_call node (from inside the tool's function, as below); the execute_tool span carries it.
function remoteTool(name: string, server: string | undefined) {
  return agenticFunction(
    (query: string) => {
      const node = currentTraceNode();
      const parent = node?.parentId === undefined ? undefined : currentRuntime()?.trace.get(node.parentId);
      if (server !== undefined && parent?.kind === "tool_call") parent.data.mcpServer = server;
      return `results for ${query}`;
    },
    { name, params: { query: "What to look up." } },
  );
}

describe.each([false, true])("instrumentAgentic: an MCP tool call's span (captureContent %s)", (captureContent) => {
  const rec = useSpanRecorder({ captureContent });

  it("names the MCP server as agentic.mcp.server; a local tool's span has no such attribute", async () => {
    const runtime = new ScriptedRuntime(
      [
        { toolCalls: [{ name: "search_docs", args: { query: "refunds" } }, { name: "local_lookup", args: { query: "A-1" } }] },
        "Done.",
      ],
      { model: "scripted-1" },
    );
    await runtime.exec("Look it up.", { tools: [remoteTool("search_docs", "docs-server"), remoteTool("local_lookup", undefined)] });
    expect(rec.one("execute_tool search_docs").attributes).toMatchObject({ "agentic.mcp.server": "docs-server", "gen_ai.tool.name": "search_docs" });
    expect(rec.one("execute_tool local_lookup").attributes).not.toHaveProperty("agentic.mcp.server");
  });
});
