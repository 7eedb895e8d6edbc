import { globalContainer } from "./global-container";
import { loadTsyringe } from "./load-tsyringe";

/**
 * The class decorator of `Agent`: tsyringe's `injectable()`, applied once tsyringe can load (with
 * reflect-metadata present), which also prepares the global container ({@link registerAgentic}).
 * Decorating `Agent` at all is what makes TypeScript emit its constructor's parameter types, which
 * `@injectable()` subclasses without a constructor of their own inherit through the prototype chain.
 */
export function agentInjectable(): ClassDecorator {
  return (target) => {
    const tsyringe = loadTsyringe();
    if (!tsyringe) return;
    tsyringe.injectable()(target as never);
    globalContainer();
  };
}
