import { AgenticError } from "./agentic-error";

/**
 * A `TypeError` raised by agentic-ts for a value of the wrong shape (a schema list with other than one
 * item, `choices` together with `responseFormat`). It is both `instanceof TypeError` and
 * `instanceof AgenticError`.
 */
export class AgenticTypeError extends TypeError {
  /** @internal */
  readonly [AgenticError.brand] = true;

  constructor(message: string) {
    super(message);
    this.name = "AgenticTypeError";
  }
}
