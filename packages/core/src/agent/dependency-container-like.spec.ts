import "reflect-metadata";
import * as classTransformer from "class-transformer";
import * as classValidator from "class-validator";
import * as tsyringe from "tsyringe";
import { container, injectable } from "tsyringe";
import { Runtime } from "../runtime/runtime";
import { ScriptedRuntime } from "@agentic-ts/testing";
import type { DtoLibraries } from "../validation/load-dto-libraries";
import type { DependencyContainerLike } from "./dependency-container-like";
import type { TsyringeModule } from "./load-tsyringe";
import { registerAgentic } from "./register-agentic";
import { TsyringeAgentScope } from "./tsyringe-agent-scope";

// Core's declarations describe tsyringe, class-validator and class-transformer structurally (they are
// optional peers). These assignments are checked by the spec type-check: the real modules must fit.
describe("the structural types of core's optional peers", () => {
  it("tsyringe's container and its children are DependencyContainerLike; the module is a TsyringeModule", () => {
    const root: DependencyContainerLike = container;
    const child: DependencyContainerLike = container.createChildContainer();
    const module: TsyringeModule = tsyringe;
    expect([root, child, module.container]).toHaveLength(3);
  });

  it("registerAgentic takes tsyringe's container and returns it with its own type", () => {
    const own = container.createChildContainer();
    const runtime = new ScriptedRuntime([]);
    const returned: tsyringe.DependencyContainer = registerAgentic(own, { runtime });
    expect(returned).toBe(own);
    expect(returned.resolve(Runtime as never)).toBe(runtime);
    expect(new TsyringeAgentScope(own).has(Runtime)).toBe(true); // an abstract class token
  });

  it("class-transformer and class-validator fit DtoLibraries", () => {
    const libraries: DtoLibraries = { transformer: classTransformer, validator: classValidator };
    expect(typeof libraries.transformer.plainToInstance).toBe("function");
  });

  it("an @injectable() class is built by a TsyringeAgentScope", () => {
    @injectable()
    class Thing {}
    expect(new TsyringeAgentScope(container).resolve(Thing)).toBeInstanceOf(Thing);
  });
});
