import { currentValidationRun, validateInRun, withValidationRun } from "./validation-run";

describe("withValidationRun", () => {
  it("makes the run current while it lasts, and the outer one again after", () => {
    expect(currentValidationRun()).toBeUndefined();
    withValidationRun(10, (outer) => {
      expect(currentValidationRun()).toBe(outer);
      withValidationRun(10, (inner) => expect(currentValidationRun()).toBe(inner));
      expect(currentValidationRun()).toBe(outer);
    });
    expect(currentValidationRun()).toBeUndefined();
  });

  it("hands a finished run's table, emptied, to the next run", () => {
    const held = { a: [1, 2] };
    const first = withValidationRun(10, (run) => {
      run.ids.idOf(held);
      return run.ids;
    });
    withValidationRun(10, (run) => {
      expect(run.ids).toBe(first);
      expect(run.ids.identified).toBe(0);
      run.ids.idOf(held);
      // Read afresh: the finished run's data was let go.
      expect(run.ids.identified).toBe(2);
    });
  });

  it("gives a run inside another its own table, and leaves the outer one's values in place", () => {
    withValidationRun(10, (outer) => {
      const held = [{ a: 1 }, { b: 2 }];
      const id = outer.ids.idOf(held);
      const inner = withValidationRun(10, (run) => {
        run.ids.idOf([1]);
        return run.ids;
      });
      expect(inner).not.toBe(outer.ids);
      expect(outer.ids.idOf(held)).toBe(id);
      expect(outer.ids.identified).toBe(3);
    });
  });
});

describe("validateInRun", () => {
  it("runs the validator on the data inside a fresh run, and the outer run is current again after", () => {
    const seen: unknown[] = [];
    withValidationRun(10, (outer) => {
      const verdict = validateInRun(7, (data) => {
        const run = currentValidationRun();
        seen.push(data, run !== outer, run?.maxSteps, run?.steps);
        return data === 42;
      }, 42);
      expect(verdict).toBe(true);
      expect(currentValidationRun()).toBe(outer);
    });
    expect(seen).toEqual([42, true, 7, 0]);
    expect(() => validateInRun(7, () => { throw new Error("boom"); }, 1)).toThrow("boom");
    expect(currentValidationRun()).toBeUndefined();
  });
});
