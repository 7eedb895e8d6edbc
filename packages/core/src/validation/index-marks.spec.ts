import { IndexMarks } from "./index-marks";

describe("IndexMarks", () => {
  it("answers -1 for an id first met and the index it was first met at afterwards", () => {
    const marks = new IndexMarks();
    marks.begin();
    expect(marks.mark(3, 0)).toBe(-1);
    expect(marks.mark(4, 1)).toBe(-1);
    expect(marks.mark(3, 2)).toBe(0);
    expect(marks.mark(3, 5)).toBe(0);
  });

  it("unmarks every id when a new array begins, and when cleared", () => {
    const marks = new IndexMarks();
    marks.begin();
    marks.mark(3, 0);
    marks.begin();
    expect(marks.mark(3, 7)).toBe(-1);
    marks.clear();
    expect(marks.mark(3, 1)).toBe(-1);
  });

  it("marks ids far beyond its first size", () => {
    const marks = new IndexMarks();
    marks.begin();
    for (let id = 0; id < 300_000; id += 997) expect(marks.mark(id, id)).toBe(-1);
    expect(marks.mark(299_100, 0)).toBe(299_100);
    expect(marks.mark(997, 0)).toBe(997);
  });
});
