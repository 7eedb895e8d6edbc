import fc from "fast-check";
import { duplicateItems } from "./duplicate-items";
import { withValidationRun } from "./validation-run";
import { jsonEqual, jsonValueArb, reversedKeys } from "./__fixtures__/json-values";
import { expectEqual } from "../__fixtures__/cheap-expect";

// The pair a pairwise comparison finds first: the earliest later item equal to an earlier one, and the
// first of the items it equals.
function firstEqualPair(items: readonly unknown[]): [number, number] | undefined {
  for (let later = 1; later < items.length; later += 1) {
    for (let earlier = 0; earlier < later; earlier += 1) if (jsonEqual(items[earlier], items[later])) return [earlier, later];
  }
  return undefined;
}

describe("duplicateItems", () => {
  it("finds the same pair as a pairwise comparison, in validation runs one after another and outside any run", () => {
    fc.assert(
      fc.property(fc.array(jsonValueArb, { maxLength: 12 }), fc.array(fc.nat(), { maxLength: 4 }), (items, picks) => {
        // Copies of some items with their keys reversed: equal as JSON, though their key order differs.
        const rows = [...items, ...picks.filter(() => items.length > 0).map((pick) => reversedKeys(items[pick % items.length]))];
        const expected = firstEqualPair(rows);
        expectEqual(withValidationRun(100, () => duplicateItems(rows)), expected);
        expectEqual(duplicateItems(rows), expected);
      }),
      { numRuns: 400 },
    );
  });

  it("checks arrays nested in one run's checked arrays alike", () => {
    fc.assert(
      fc.property(fc.array(fc.array(jsonValueArb, { maxLength: 4 }), { maxLength: 6 }), (lists) => {
        withValidationRun(100, () => {
          // Inner arrays first, as Ajv runs nested uniqueItems checks, then the array holding them.
          for (const list of lists) expectEqual(duplicateItems(list), firstEqualPair(list));
          expectEqual(duplicateItems(lists), firstEqualPair(lists));
        });
      }),
      { numRuns: 300 },
    );
  });
});
