import "./agentic.generated";
import { Agent, AgenticFunction } from "@agentic-ts/core";

/** The value the router returns when the conversation is over. */
export const CONVERSATION_OVER = "CONVERSATION_OVER";

/**
 * The spec's first example: one `decision.make` routes a message to a function or a value, and the
 * caller writes no `if`. Parameter names, types and descriptions come from the JSDoc and the signatures,
 * through `agentic gen` (see `agentic.generated.ts`).
 */
export class MessageRouter extends Agent {
  /**
   * Analyze the sentiment of the message.
   * @param text The message to analyze.
   */
  @AgenticFunction()
  analyzeSentiment(text: string): "positive" | "negative" {
    const positive = /\b(love|great|thanks|thank you|awesome)\b/i.test(text);
    return positive ? "positive" : "negative";
  }

  /** Reply with a polite fallback when the message is unclear. */
  @AgenticFunction()
  fallbackReply(): string {
    return "Sorry, I did not quite get that. Could you rephrase?";
  }

  /**
   * Route a message: analyze it, answer with a fallback, or end the conversation.
   * @param msg The user's message.
   */
  @AgenticFunction()
  routeMessage(msg: string): Promise<string> {
    return this.decide(`Pick one way to handle this message.\nMessage: ${JSON.stringify(msg)}`, {
      analyze: this.analyzeSentiment,
      fallback: this.fallbackReply,
      done: CONVERSATION_OVER,
    });
  }
}
