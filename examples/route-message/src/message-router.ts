import { Agent, AgenticFunction, LlmParam } from "@agentic-ts/core";

/** The value the router returns when the conversation is over. */
export const CONVERSATION_OVER = "CONVERSATION_OVER";

/**
 * The spec's first example: one `decision.make` routes a message to a function or a value, and the
 * caller writes no `if`.
 */
export class MessageRouter extends Agent {
  @AgenticFunction({ description: "Analyze the sentiment of the message." })
  analyzeSentiment(@LlmParam({ name: "text", description: "The message to analyze." }) text: string): string {
    const positive = /\b(love|great|thanks|thank you|awesome)\b/i.test(text);
    return positive ? "positive" : "negative";
  }

  @AgenticFunction({ description: "Reply with a polite fallback when the message is unclear." })
  fallbackReply(): string {
    return "Sorry, I did not quite get that. Could you rephrase?";
  }

  @AgenticFunction({ description: "Route a message: analyze it, answer with a fallback, or end the conversation." })
  routeMessage(@LlmParam({ name: "msg", description: "The user's message." }) msg: string): Promise<string> {
    return this.decide(`Pick one way to handle this message.\nMessage: ${JSON.stringify(msg)}`, {
      analyze: this.analyzeSentiment,
      fallback: this.fallbackReply,
      done: CONVERSATION_OVER,
    });
  }
}
