/** One line that names an error for the terminal: `Name: message`, or just the message of a plain `Error`. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.name === "Error" ? error.message : `${error.name}: ${error.message}`;
}
