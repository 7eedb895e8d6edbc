import "reflect-metadata";
import { readFileSync } from "node:fs";
import path from "node:path";
import { main as planEmitter } from "../../plan-emitter/src/main";
import { main as routeMessage } from "../../route-message/src/main";
import { main as ticketDesk } from "../../ticket-desk/src/main";

type ExampleMain = (options: { argv?: readonly string[]; env?: Record<string, string | undefined>; print?: (text: string) => void }) => Promise<unknown>;

/** Each example run as its script runs offline, and the sample arguments its README can show the output of. */
const EXAMPLES: readonly { name: string; main: ExampleMain; samples: readonly (readonly string[])[] }[] = [
  { name: "route-message", main: routeMessage, samples: [[]] },
  { name: "ticket-desk", main: ticketDesk, samples: [[], ["escalate"], ["close"]] },
  { name: "plan-emitter", main: planEmitter, samples: [[], ["repick"], ["give-up"]] },
];

/** The README's untagged fenced blocks: what the example prints (commands and code are tagged sh, ts…). */
function outputBlocks(readme: string): string[] {
  const blocks: string[] = [];
  let open: { tag: string; lines: string[] } | undefined;
  for (const line of readme.split("\n")) {
    const fence = /^```(\S*)\s*$/.exec(line);
    if (!fence) open?.lines.push(line);
    else if (!open) open = { tag: fence[1], lines: [] };
    else {
      if (open.tag === "") blocks.push(open.lines.join("\n").trimEnd());
      open = undefined;
    }
  }
  return blocks;
}

// Durations and run ids differ from run to run; everything else in a block is what the transcript answers.
function normalize(text: string): string {
  return text
    .split("\n")
    .map((line) => line.replace(/ {2}\(\d+(?:\.\d+)? (?:ms|s)(?:, [^)]*)?\)$/, "").trimEnd())
    .join("\n")
    .replace(/[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}|[0-9a-f]{8}-…/g, "<run id>");
}

// A block is a run of whole output lines; "…" in it stands for text the README leaves out (or that the
// output itself cut short), within one line.
function blockPattern(block: string): RegExp {
  const body = normalize(block)
    .split("…")
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("[^\\n]*?");
  return new RegExp(`(?:^|\\n)${body}(?:\\n|$)`);
}

async function printed(run: ExampleMain, argv: readonly string[]): Promise<string> {
  const lines: string[] = [];
  // A sample that ends in an error still printed what the README may show before it.
  await run({ argv, env: {}, print: (text) => lines.push(text) }).catch(() => undefined);
  return normalize(lines.join("\n"));
}

describe("example READMEs show what their transcripts answer", () => {
  describe.each(EXAMPLES)("$name", ({ name, main, samples }) => {
    const blocks = outputBlocks(readFileSync(path.join(__dirname, "../..", name, "README.md"), "utf8"));
    let outputs: string[];
    beforeAll(async () => {
      outputs = [];
      for (const argv of samples) outputs.push(await printed(main, argv));
    });

    it("has output blocks to check", () => {
      expect(blocks.length).toBeGreaterThan(0);
    });

    it.each(blocks.map((block, index) => [index + 1, block] as const))("output block %i is printed by one of its samples", (_, block) => {
      const pattern = blockPattern(block);
      const matching = outputs.filter((output) => pattern.test(output));
      // On failure, the first sample's output is the one to compare the block with.
      if (matching.length === 0) expect(outputs[0]).toBe(normalize(block));
      expect(matching.length).toBeGreaterThan(0);
    });
  });

  it("checks the blocks as whole lines, so a changed answer in one fails", () => {
    const output = normalize('── Result ──\n{\n  "refundId": "R-A-1001"\n}');
    expect(blockPattern('  "refundId": "R-A-1001"').test(output)).toBe(true);
    expect(blockPattern('  "refundId": "R-A-1002"').test(output)).toBe(false);
    expect(blockPattern('"refundId": "R-A-1001"').test(output)).toBe(false);
    expect(blockPattern('  "refundId": "R-…"').test(output)).toBe(true);
    expect(blockPattern("── Run 5154f60a-… suspended").test(normalize("── Run 0190f0a1-7c3b-7a2e-8f00-1234567890ab suspended"))).toBe(true);
  });
});
