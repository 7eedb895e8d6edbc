import { formatOverrun } from "./format-overrun";

describe("formatOverrun", () => {
  it("names the limit, its value and what was spent, cost when counted", () => {
    expect(formatOverrun({ limit: "maxModelCalls", max: 2, scope: "run", spent: { modelCalls: 2, tokens: 310 } })).toBe("maxModelCalls 2 reached: 2 model calls, 310 tokens");
    expect(formatOverrun({ limit: "maxCostUsd", max: 0.5, scope: "run", spent: { modelCalls: 9, tokens: 90_000, costUsd: 0.51 } })).toBe("maxCostUsd 0.5 reached: 9 model calls, 90000 tokens, $0.51");
  });

  it("escapes what a store holds that is not what it should be", () => {
    const bad = { limit: "max\u001b[31m", max: "2\n", scope: "run", spent: { modelCalls: 1, tokens: 0 } } as never;
    expect(formatOverrun(bad)).not.toMatch(/[\u001b\n]/);
  });
});
