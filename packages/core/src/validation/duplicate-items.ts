import { currentValidationRun } from "./validation-run";
import { ValueIds } from "./value-ids";

/** The signature of {@link duplicateItems}, with the `code` Ajv's standalone output loads it by. */
export interface DuplicateItemsCheck {
  (items: readonly unknown[]): [earlier: number, later: number] | undefined;
  readonly code: string;
}

/**
 * Finds two equal items of an array (JSON equality: key order does not matter, `1` and `"1"` differ) in
 * time linear in the array's size: each item gets its number from a {@link ValueIds} table and is looked up
 * in a `Map`, instead of being compared with every other item. The table is the validation run's, so an
 * array nested in another `uniqueItems` array is identified once, not once per level. Returns the indices
 * of the first equal pair found (`[earlier, later]`), or `undefined` when all items differ. The
 * `uniqueItems` check of every validator; `code` tells Ajv's standalone output to load it through `ajvRuntime`.
 */
export const duplicateItems: DuplicateItemsCheck = Object.assign(
  (items: readonly unknown[]): [number, number] | undefined => {
    // Outside a run (a validator called directly) the table serves this one array.
    const ids = currentValidationRun()?.ids ?? new ValueIds();
    const seen = new Map<number, number>();
    for (let index = 0; index < items.length; index += 1) {
      const id = ids.idOf(items[index]);
      const earlier = seen.get(id);
      if (earlier !== undefined) return [earlier, index];
      seen.set(id, index);
    }
    return undefined;
  },
  { code: 'ajvRuntime("duplicateItems")' },
);
