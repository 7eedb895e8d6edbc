/**
 * How a decision's pick reaches the model: `text` (the menu in the prompt, the pick read from the reply
 * text), `tools` (each option a native tool, a tool call required) or `json` (the provider's native
 * structured output, one schema branch per option).
 */
export type PickMode = "text" | "tools" | "json";
