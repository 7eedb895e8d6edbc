import { AgenticFunction as Tool, ContextParam as Ctx } from "@agentic-ts/core";
import { AgenticFunction } from "../../../../core/src/decorators/agentic-function.decorator";

export class Aliased {
  /** Greet someone. */
  @Tool()
  greet(name: string, @Ctx("locale") locale: string): string {
    return `${name}${locale}`;
  }

  @AgenticFunction()
  wave(times: number): number {
    return times;
  }
}
