import { ConfigurationError } from "../errors/configuration-error";
import { checkBudget, checkPrices } from "./check-budget";

describe("checkBudget", () => {
  it("refuses counts that are not whole numbers >= 0 and costs that are not finite numbers >= 0, naming where", () => {
    expect(() => checkBudget({ maxModelCalls: 1.5 }, "exec")).toThrow("exec: budget.maxModelCalls must be an integer >= 0, got 1.5.");
    expect(() => checkBudget({ maxTokens: -1 }, "runtime")).toThrow(ConfigurationError);
    expect(() => checkBudget({ maxCostUsd: Number.POSITIVE_INFINITY }, "decision")).toThrow("decision: budget.maxCostUsd must be a number >= 0, got Infinity.");
    expect(() => checkBudget(null as never, "exec")).toThrow("exec: budget must be an object");
  });

  it("needs a price of the model for maxCostUsd: an Object.prototype name is no price", () => {
    expect(() => checkBudget({ maxCostUsd: 1 }, "runtime", {}, "constructor")).toThrow('runtime: budget.maxCostUsd needs a price for model "constructor"');
    expect(() => checkBudget({ maxCostUsd: 1 }, "runtime", { m: { inputPerMTok: 1, outputPerMTok: 2 } }, "m")).not.toThrow();
    expect(checkBudget({ maxModelCalls: 2 }, "exec")).toEqual({ maxModelCalls: 2 });
    expect(Object.isFrozen(checkBudget({ maxModelCalls: 2 }, "exec"))).toBe(true);
  });

  it("refuses prices that are not finite numbers >= 0; the cached-input rate is optional", () => {
    expect(() => checkPrices({ m: { inputPerMTok: 1, outputPerMTok: Number.NaN } }, "runtime")).toThrow('runtime prices: "m".outputPerMTok must be a number >= 0 (USD per million tokens), got NaN.');
    expect(() => checkPrices({ m: { inputPerMTok: 1, outputPerMTok: 2 } }, "runtime")).not.toThrow();
  });
});
