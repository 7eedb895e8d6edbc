// A non-streamed tool_use input is read with the same strict JSON rules as a streamed one (and as the
// OpenAI runtime's arguments): the SDK's JSON.parse would let the last duplicate key win, so the raw
// body is what counts. Bodies are sent verbatim by the loopback server's raw-body step.
import { HelpDesk } from "./__fixtures__/help-desk";
import { useLoopback } from "./__fixtures__/loopback-setup";

const loop = useLoopback();

/** A Messages API body, as raw text, whose one tool_use block has `input` exactly as written. */
function rawMessage(input: string, extra = ""): string {
  return (
    `{"id": "msg_raw", "type": "message", "role": "assistant", "model": "claude-test", ` +
    `"content": [{"type": "text", "text": "Checking."}, {"type": "tool_use", "id": "toolu_raw", "name": "lookupOrder", "input": ${input}}], ` +
    `"stop_reason": "tool_use", "stop_sequence": null, "usage": {"input_tokens": 10, "output_tokens": 5}${extra}}`
  );
}

/** The tool_result blocks the runtime sent back on the second request. */
function toolResults(): Array<{ type: string; content: string; is_error?: boolean }> {
  const messages = loop.server.requests[1].body?.messages as Array<{ role: string; content: unknown }>;
  const last = messages[messages.length - 1].content as Array<{ type: string; content: string; is_error?: boolean }>;
  return last.filter((block) => block.type === "tool_result");
}

describe("AnthropicRuntime reads a non-streamed tool_use input strictly", () => {
  it.each([
    ['{"orderId": "A1", "orderId": "B2"}', 'duplicate key "orderId"'],
    ['{"orderId": "A1", "\\u006frderId": "B2"}', 'duplicate key "orderId"'],
    ['{"orderId": "A1", "note": {"x": 1, "x": 2}}', 'duplicate key "x"'],
    ['{"orderId": "A1", "n": 1e400}', "out of range"],
  ])("sends the tool a problem instead of a guess for %s", async (input, reason) => {
    const runtime = loop.runtime();
    const desk = new HelpDesk(runtime);
    loop.server.script({ fault: "malformed", body: rawMessage(input) }, { reply: { text: "Sorry." } });
    await expect(runtime.exec("Where is my order?", { tools: [desk.lookupOrder] })).resolves.toBe("Sorry.");
    expect(loop.server.requests[0].body?.stream).toBeUndefined();
    expect(desk.calls).toEqual([]);
    const [result] = toolResults();
    expect(result.is_error).toBe(true);
    expect(result.content).toContain(reason);
  });

  it("runs the tool with a strict input, and tolerates a duplicate key outside the tool input", async () => {
    const runtime = loop.runtime();
    const desk = new HelpDesk(runtime);
    const body = rawMessage('{"orderId": "A1"}', ', "usage": {"input_tokens": 11, "output_tokens": 6}');
    loop.server.script({ fault: "malformed", body }, { reply: { text: "Delivered." } });
    await expect(runtime.exec("Where is A1?", { tools: [desk.lookupOrder] })).resolves.toBe("Delivered.");
    expect(desk.calls).toEqual([{ method: "lookupOrder", args: ["A1"] }]);
    expect(toolResults()).toEqual([{ type: "tool_result", tool_use_id: "toolu_raw", content: '{"orderId":"A1","status":"delivered"}' }]);
  });
});
