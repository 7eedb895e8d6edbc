/** Ends a message with exactly one full stop (problem messages come with or without one). */
export function asSentence(message: string): string {
  return /[.!?]$/.test(message) ? message : `${message}.`;
}

/** Drops a message's final full stop, for embedding it mid-sentence. */
export function withoutFullStop(message: string): string {
  return message.endsWith(".") ? message.slice(0, -1) : message;
}
