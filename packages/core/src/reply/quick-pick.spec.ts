// The quick look at short replies must answer exactly as the full pass, or leave the reply to it.
import { DEFAULT_EXTRACT_LIMITS } from "./extract-action";
import type { PickScanStats } from "./find-pick";
import { QUICK_REPLY_LENGTH, quickPick } from "./quick-pick";
import { readAction } from "./read-action";
import { randomPieces, seededRandom } from "./__fixtures__/random-text";
import { expectEqual } from "../__fixtures__/cheap-expect";

const PICK = '{"call": "refund", "args": {"orderId": "A-1042", "amountCents": 1250}}';

/** The full pass's answer: counters make readAction skip the quick look. */
function fullPass(reply: string): ReturnType<typeof readAction> {
  const stats: PickScanStats = { ops: 0, attempts: 0 };
  return readAction(reply, DEFAULT_EXTRACT_LIMITS, stats);
}

describe("quickPick", () => {
  it("settles prose around one fenced pick, as the full pass does", () => {
    const reply = "The order arrived broken.\n\n```json\n" + PICK + "\n```\nDone.";
    expect(quickPick(reply, 64)).toEqual({ value: JSON.parse(PICK), textLength: PICK.length });
    expect(readAction(reply, DEFAULT_EXTRACT_LIMITS)).toEqual(fullPass(reply));
  });

  it.each([
    ["[1] then ```json\n" + PICK + "\n```", "a bracket before the pick"],
    ["{x} then ```json\n" + PICK + "\n```", "a brace before the pick that starts no key"],
    ["```json\n" + PICK + "\n```\nand {} after", "a brace after the pick"],
    ["```json\n" + PICK + "\n```\nsee [1]", "a bracket after the pick"],
    ["Sure: " + PICK + " and [1]", "a bracket after a bare pick"],
    ["Sure: " + PICK + " {", "a brace after a bare pick"],
    ['{"call": "a"', "a bare pick that never closes"],
    ['```json\n{"call": "a",}\n```', "a span that is not strict JSON"],
    ['```json\n{"call": "a", "call": "b"}\n```', "a duplicate key"],
    ['```json\n{"name": "a"}\n```', "no call key"],
    ["```json\n" + PICK + "\n```" + " ".repeat(QUICK_REPLY_LENGTH), "a long reply"],
    ['```json\n{"call": "a", "args": {"v": [[[1]]]}}\n```', "nesting over the cap"],
  ])("leaves %j to the full pass (%s)", (reply) => {
    expect(quickPick(reply, 3)).toBeNull();
  });

  it("settles a bare pick (a reply that is only the pick, or prose and the pick), as the full pass does", () => {
    for (const reply of [PICK, `  ${PICK}\n`, `Sure: ${PICK}`, `Sure: ${PICK} Done.`]) {
      expect(quickPick(reply, 64)).toEqual({ value: JSON.parse(PICK), textLength: PICK.length });
      expect(readAction(reply, DEFAULT_EXTRACT_LIMITS)).toEqual(fullPass(reply));
    }
  });

  it("takes brackets inside the pick and braces in its strings", () => {
    const pick = '{"call": "a", "args": {"list": [1, {"b": "}{"}], "s": "[x"}}';
    const reply = "Here it is:\n```json\n" + pick + "\n```\n";
    expect(quickPick(reply, 64)).toEqual({ value: JSON.parse(pick), textLength: pick.length });
  });

  it("answers as the full pass on random short replies", () => {
    const pieces = [
      "Some prose. ", "\n", "```json\n", "\n```\n", "```", PICK, '{"call": "b"}', '{"tool": "c", "args": null}',
      '{"name": "x"}', '{"call": "d"', "{x}", "{", "}", "[1, 2]", "[", "]", '"', '{"call": "e", "call": "f"}',
      '{"call": "g", "args": {"n": 1e999}}', '{ "call" : "h" }', '{"a": "{"}', "\u00e9\uD83D\uDE00",
    ];
    const random = seededRandom(7);
    const some = (most: number): string => randomPieces(random, pieces, Math.floor(random() * (most + 1)));
    let quick = 0;
    for (let round = 0; round < 6000; round++) {
      // A third of the replies have the fenced quick shape's outline (prose, a fence, something, a fence, prose),
      // a third the bare one (prose, the pick, prose), filled at random.
      const shape = random();
      const reply =
        shape < 1 / 3 ? some(8) : shape < 2 / 3 ? `${some(2)}\`\`\`json\n${some(1)}${PICK}${some(1)}\n\`\`\`${some(2)}` : `${some(2)}${PICK}${some(2)}`;
      if (quickPick(reply, DEFAULT_EXTRACT_LIMITS.maxDepth) !== null) quick++;
      expectEqual(readAction(reply, DEFAULT_EXTRACT_LIMITS), fullPass(reply));
    }
    // The replies must exercise the quick look, not only its refusals.
    expect(quick).toBeGreaterThan(300);
  });
});
