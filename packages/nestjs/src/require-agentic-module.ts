import { Agent, ConfigurationError, ownedRuntime } from "@agentic-ts/core";
import { OPTIONAL_DEPS_METADATA, PROPERTY_DEPS_METADATA } from "@nestjs/common/constants";
import { ModulesContainer } from "@nestjs/core";
import { Injector } from "@nestjs/core/injector/injector";

// The property Nest assigns the application's modules to, right after it constructed an agent.
const CHECK = Symbol.for("agentic-ts.nestjs.agentic-module-check");
const PARAM_TYPES = "design:paramtypes";

let installed = false;

/**
 * Makes an agent that Nest constructs without `AgenticModule` fail with a {@link ConfigurationError}
 * naming `AgenticModule.forRoot(…)` and the module the agent is in, instead of Nest's generic
 * "can't resolve dependencies" error. Called once when `@agentic-ts/nestjs` is loaded.
 *
 * How: `Agent`'s own constructor parameters (runtime, scope) are marked optional for Nest, so Nest builds
 * an agent that inherits that constructor even when no module provides them, and then assigns the
 * application's modules to a property whose setter checks that the agent received a runtime. Only on
 * Nest ≥ 12, whose injector reads optional flags from the class that declares the constructor: older
 * versions would also read them for subclasses with constructors of their own, where a missing
 * dependency must stay an error, so there the check is not installed.
 */
export function requireAgenticModule(): void {
  if (installed) return;
  installed = true;
  if (typeof Reflect.get(Injector.prototype, "getConstructorOwner") !== "function") return;
  Reflect.defineMetadata(OPTIONAL_DEPS_METADATA, [0, 1], Agent);
  const properties: unknown[] = Reflect.getOwnMetadata(PROPERTY_DEPS_METADATA, Agent) ?? [];
  Reflect.defineMetadata(PROPERTY_DEPS_METADATA, [...properties, { key: CHECK, type: ModulesContainer }], Agent);
  Object.defineProperty(Agent.prototype, CHECK, {
    configurable: true,
    set(this: Agent, modules: ModulesContainer) {
      if (ownedRuntime(this) === undefined && inheritsAgentConstructor(this.constructor)) throw missingModule(this.constructor, modules);
    },
  });
}

// A class with a constructor of its own decides what it passes to super(): only one that inherits
// Agent's constructor was built with Nest's (optional) Runtime.
function inheritsAgentConstructor(cls: Function): boolean {
  for (let c = cls; c && c !== Agent; c = Object.getPrototypeOf(c)) if (Reflect.hasOwnMetadata(PARAM_TYPES, c)) return false;
  return true;
}

function missingModule(cls: Function, modules: ModulesContainer): ConfigurationError {
  const hosts = [...modules.values()].filter((m) => m.providers.has(cls)).map((m) => m.metatype.name);
  const where = hosts.length > 0 ? `a provider of ${hosts.join(", ")}` : "a provider";
  return new ConfigurationError(
    `${cls.name} (${where}) extends Agent, but no Runtime reached it: AgenticModule is not imported where it can see it. ` +
      `Fix: add AgenticModule.forRoot({ runtime: createRuntimeFromEnv() }) (or forRootAsync) to the imports of the root module ` +
      `(the one given to NestFactory.create or Test.createTestingModule); it is global, so ${hosts[0] ?? "feature modules"} need not import it ` +
      `(with global: false, import it in ${hosts[0] ?? "the agent's module"} itself).`,
  );
}
