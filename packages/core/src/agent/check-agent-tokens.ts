import { ConfigurationError } from "../errors/configuration-error";
import type { ParamSpec } from "../metadata/function-spec";
import { getFunctionSpec } from "../metadata/function-spec-registry";
import { listAgenticMethods } from "../metadata/metadata-reader";
import type { AgentScope } from "../contracts/agent-scope";
import { registrationHint, tokenLabel } from "../context/token-label";

interface TokenNeed {
  readonly method: string;
  readonly param: ParamSpec;
}

// Agents are constructed per request; what a class needs is computed once per class.
const needsByClass = new WeakMap<Function, readonly TokenNeed[]>();

/**
 * Checks, when an agent is constructed with a scope, that the scope provides every class or symbol
 * token its `@AgenticFunction` methods' required `@ContextParam`s name, so a missing registration fails
 * at start-up rather than on the first call. String keys are not checked: they may come per call.
 */
export function checkAgentTokens(agentClass: Function, scope: AgentScope): void {
  for (const { method, param } of tokenNeeds(agentClass)) {
    const token = param.token!;
    if (scope.has(token)) continue;
    const label = tokenLabel(token);
    throw new ConfigurationError(
      `${agentClass.name}.${method} parameter #${param.index} (${param.name}) is @ContextParam(${label}), and nothing in the container ` +
        `that constructed ${agentClass.name} provides ${label}. Register it before resolving the agent: ${registrationHint(token)} ` +
        `— in the root container, or in the request's child container for a per-request value.`,
    );
  }
}

function tokenNeeds(agentClass: Function): readonly TokenNeed[] {
  let needs = needsByClass.get(agentClass);
  if (needs) return needs;
  const found: TokenNeed[] = [];
  for (const method of listAgenticMethods(agentClass)) {
    const fn: unknown = agentClass.prototype[method];
    const spec = typeof fn === "function" ? getFunctionSpec(fn) : undefined;
    for (const param of spec?.params ?? []) {
      if (param.source === "context" && param.required && param.token !== undefined && typeof param.token !== "string") {
        found.push({ method, param });
      }
    }
  }
  needs = Object.freeze(found);
  needsByClass.set(agentClass, needs);
  return needs;
}
