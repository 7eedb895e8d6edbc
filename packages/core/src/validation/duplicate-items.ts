import { currentValidationRun } from "./validation-run";
import { ValueIds } from "./value-ids";

/** The signature of {@link duplicateItems}, with the `code` Ajv's standalone output loads it by. */
export interface DuplicateItemsCheck {
  (items: readonly unknown[]): [earlier: number, later: number] | undefined;
  readonly code: string;
}

/**
 * Finds two equal items of an array (JSON equality: key order does not matter, `1` and `"1"` differ) in
 * time linear in the array's size: each item gets its number from a {@link ValueIds} table and is marked
 * with its index in the table's marks, instead of being compared with every other item. The table is the validation run's, so an
 * array nested in another `uniqueItems` array is identified once, not once per level. Returns the indices
 * of the first equal pair found (`[earlier, later]`), or `undefined` when all items differ. The
 * `uniqueItems` check of every validator; `code` tells Ajv's standalone output to load it through `ajvRuntime`.
 */
export const duplicateItems: DuplicateItemsCheck = Object.assign(
  (items: readonly unknown[]): [number, number] | undefined => {
    // Outside a run (a validator called directly) the table serves this one array.
    const ids = currentValidationRun()?.ids ?? new ValueIds();
    // idOf never runs another check, so this array's round of marks lasts until its last item.
    const marks = ids.marks;
    marks.begin();
    for (let index = 0; index < items.length; index += 1) {
      const earlier = marks.mark(ids.idOf(items[index]), index);
      if (earlier >= 0) return [earlier, index];
    }
    return undefined;
  },
  { code: 'ajvRuntime("duplicateItems")' },
);
