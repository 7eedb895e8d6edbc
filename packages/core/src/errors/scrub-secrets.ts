/** What a scrubbed secret is replaced with. */
export const REDACTED = "[redacted]";

// Each pattern is one character class under one quantifier (linear time on any input). Key shapes of the
// providers agentic-ts talks to directly or through the AI SDK, masked forms included ("sk-proj-****abcd").
const KEY_SHAPES: readonly RegExp[] = [
  /\bsk-[A-Za-z0-9_*-]{8,}/g, // OpenAI, Anthropic (sk-ant-…), DeepSeek and most OpenAI-compatible servers
  /\bAIza[A-Za-z0-9_-]{20,}/g, // Google
  /\bgsk_[A-Za-z0-9]{16,}/g, // Groq
  /\bxai-[A-Za-z0-9]{16,}/g, // xAI
  /\b(?:AKIA|ASIA)[A-Z0-9]{16}\b/g, // AWS access key ids (Bedrock)
  /\bgh[pousr]_[A-Za-z0-9]{20,}/g, // GitHub tokens (GitHub Models)
  /\bhf_[A-Za-z0-9]{20,}/g, // Hugging Face
];
// A credential after the scheme or the word that introduces it: "Bearer …", "api_key=…", "x-api-key: …",
// "authorization: …" (whose value, when it is "Bearer …", the scheme pattern has already redacted).
const SCHEME = /\b(bearer|basic)(\s+)([^\s"',;&]{6,})/gi;
const INTRODUCED = /\b(api[-_ ]?key|x-api-key|x-goog-api-key|authorization|access[-_ ]?token|secret|password)(["']?\s*[:=]\s*["']?)(?!(?:bearer|basic)\s)([^\s"',;&]{6,})/gi;

/**
 * Removes what looks like an API key, a bearer token or a password from text before it is stored (a
 * provider's error message often quotes the rejected key; a trace store or a run record may be read by
 * people who must not see it). Known key shapes and values after `Bearer`, `api_key=`, `authorization:`
 * and the like become `[redacted]`; the rest of the text is kept.
 */
export function scrubSecrets(text: string): string {
  let out = text;
  for (const shape of KEY_SHAPES) out = out.replace(shape, REDACTED);
  const keep = (_match: string, word: string, separator: string): string => `${word}${separator}${REDACTED}`;
  return out.replace(SCHEME, keep).replace(INTRODUCED, keep);
}
