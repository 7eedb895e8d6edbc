import "reflect-metadata";
import { main } from "./main";

describe("route-message main", () => {
  it("prints the menu the model saw, the decision tree and the result", async () => {
    const lines: string[] = [];
    await expect(main({ env: {}, print: (text) => lines.push(text) })).resolves.toBe("positive");
    const out = lines.join("\n");
    expect(out).toContain("Model: offline, replaying transcripts/analyze.json");
    expect(out).toContain("analyze(text: string /* The message to analyze. */)");
    expect(out).toContain('└─ decision decision.make → analyze(text: "I love the new dashboard, thanks!")');
    expect(out).toContain('   └─ function analyzeSentiment(text: "I love the new dashboard, thanks!") → "positive"');
    expect(out).toMatch(/── Result ─+\n"positive"$/);
  });
});
