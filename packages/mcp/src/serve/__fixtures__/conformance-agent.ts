import "reflect-metadata";
import "./agentic.generated";
import { Agent, AgenticFunction } from "@agentic-ts/core";
import { currentMcpRequest, mcpContent } from "../../index";

// A 1×1 red PNG and a silent WAV (a header and no samples): the smallest valid media of their kind.
const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";
const WAV = "UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YQAAAAA=";

/** The request of a served call: these tools run only under serveMcp. */
function mcp() {
  const request = currentMcpRequest();
  if (!request) throw new Error("not called over MCP");
  return request;
}

/**
 * The tools the official MCP conformance suite's server scenarios call, by their fixed names, written as
 * an agent's methods: the suite then checks how serveMcp maps what they return to MCP content.
 */
export class ConformanceAgent extends Agent {
  /** Returns a simple text response. */
  @AgenticFunction()
  test_simple_text() {
    return "This is a simple text response for testing.";
  }

  /** Returns a 1x1 PNG image. */
  @AgenticFunction()
  test_image_content() {
    return mcpContent({ type: "image", data: PNG, mimeType: "image/png" });
  }

  /** Returns a short WAV sound. */
  @AgenticFunction()
  test_audio_content() {
    return mcpContent({ type: "audio", data: WAV, mimeType: "audio/wav" });
  }

  /** Returns an embedded text resource. */
  @AgenticFunction()
  test_embedded_resource() {
    return mcpContent({ type: "resource", resource: { uri: "test://embedded-resource", mimeType: "text/plain", text: "This is an embedded resource content." } });
  }

  /** Returns text, an image and an embedded resource. */
  @AgenticFunction()
  test_multiple_content_types() {
    return mcpContent(
      { type: "text", text: "Multiple content types test:" },
      { type: "image", data: PNG, mimeType: "image/png" },
      { type: "resource", resource: { uri: "test://mixed-content-resource", mimeType: "application/json", text: JSON.stringify({ test: "data", value: 123 }) } },
    );
  }

  /** Sends three log messages while it runs. */
  @AgenticFunction()
  async test_tool_with_logging() {
    const request = mcp();
    await request.log("info", "Tool execution started");
    await request.log("info", "Tool processing data");
    await request.log("info", "Tool execution completed");
    return "Logging test completed";
  }

  /** Reports progress 0, 50 and 100 of 100. */
  @AgenticFunction()
  async test_tool_with_progress() {
    const request = mcp();
    for (const done of [0, 50, 100]) await request.progress(done, 100);
    return "Progress test completed";
  }

  /** Always fails. */
  @AgenticFunction()
  test_error_handling(): string {
    throw new Error("This tool intentionally returns an error for testing");
  }

  /**
   * Asks the client's model to answer a prompt.
   * @param prompt The prompt to send to the LLM.
   */
  @AgenticFunction()
  async test_sampling(prompt: string) {
    const result = await mcp().request("sampling/createMessage", { messages: [{ role: "user", content: { type: "text", text: prompt } }], maxTokens: 100 });
    const content = result.content as { type?: string; text?: string } | undefined;
    return `LLM response: ${content?.type === "text" ? content.text : JSON.stringify(content)}`;
  }

  /**
   * Asks the user for a name and an email address.
   * @param message The message to show the user.
   */
  @AgenticFunction()
  async test_elicitation(message: string) {
    const result = await mcp().request("elicitation/create", {
      message,
      requestedSchema: {
        type: "object",
        properties: { username: { type: "string", description: "User's response" }, email: { type: "string", description: "User's email address" } },
        required: ["username", "email"],
      },
    });
    return `User response: action=${String(result.action)}, content=${JSON.stringify(result.content ?? {})}`;
  }

  /** Asks the user for values, with a default for each primitive type. */
  @AgenticFunction()
  async test_elicitation_sep1034_defaults() {
    const result = await mcp().request("elicitation/create", {
      message: "Please review and update the form fields with defaults",
      requestedSchema: {
        type: "object",
        properties: {
          name: { type: "string", description: "User name", default: "John Doe" },
          age: { type: "integer", description: "User age", default: 30 },
          score: { type: "number", description: "User score", default: 95.5 },
          status: { type: "string", description: "User status", enum: ["active", "inactive", "pending"], default: "active" },
          verified: { type: "boolean", description: "Verification status", default: true },
        },
      },
    });
    return `Elicitation completed: action=${String(result.action)}, content=${JSON.stringify(result.content ?? {})}`;
  }

  /** Asks the user to choose, with each enum form of the elicitation schema. */
  @AgenticFunction()
  async test_elicitation_sep1330_enums() {
    const result = await mcp().request("elicitation/create", {
      message: "Please select options from the enum fields",
      requestedSchema: {
        type: "object",
        properties: {
          untitledSingle: { type: "string", enum: ["option1", "option2", "option3"] },
          titledSingle: { type: "string", oneOf: [{ const: "value1", title: "First Option" }, { const: "value2", title: "Second Option" }, { const: "value3", title: "Third Option" }] },
          legacyEnum: { type: "string", enum: ["opt1", "opt2", "opt3"], enumNames: ["Option One", "Option Two", "Option Three"] },
          untitledMulti: { type: "array", items: { type: "string", enum: ["option1", "option2", "option3"] } },
          titledMulti: { type: "array", items: { anyOf: [{ const: "value1", title: "First Choice" }, { const: "value2", title: "Second Choice" }, { const: "value3", title: "Third Choice" }] } },
        },
      },
    });
    return `Elicitation completed: action=${String(result.action)}, content=${JSON.stringify(result.content ?? {})}`;
  }
}
