/** The base class of every error agentic-ts throws, so `catch (e) { if (e instanceof AgenticError) … }` catches them all. */
export class AgenticError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}
