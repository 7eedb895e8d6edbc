import { Spinner } from "./spinner";

function fakeStream(isTTY: boolean): { isTTY: boolean; writes: string[]; write(text: string): boolean } {
  const writes: string[] = [];
  return { isTTY, writes, write: (text) => (writes.push(text), true) };
}

describe("Spinner", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("draws a frame at once, redraws each interval with the current label, and erases its line on stop", () => {
    const stream = fakeStream(true);
    const spinner = new Spinner(stream, 80);
    spinner.start("waiting for gpt-4o…");
    expect(stream.writes).toEqual(["\r\x1b[K⠋ waiting for gpt-4o…"]);
    jest.advanceTimersByTime(160);
    spinner.start("waiting for 2 model calls…");
    jest.advanceTimersByTime(80);
    expect(stream.writes.slice(1)).toEqual(["\r\x1b[K⠙ waiting for gpt-4o…", "\r\x1b[K⠹ waiting for gpt-4o…", "\r\x1b[K⠸ waiting for 2 model calls…"]);
    expect(spinner.spinning).toBe(true);
    spinner.stop();
    expect(stream.writes.at(-1)).toBe("\r\x1b[K");
    expect(spinner.spinning).toBe(false);
    jest.advanceTimersByTime(1000);
    spinner.stop();
    expect(stream.writes).toHaveLength(5);
  });

  it("draws nothing on a stream that is not a terminal, or without a stream", () => {
    const stream = fakeStream(false);
    const spinner = new Spinner(stream);
    spinner.start("waiting…");
    jest.advanceTimersByTime(1000);
    spinner.stop();
    expect(stream.writes).toEqual([]);
    expect(spinner.spinning).toBe(false);
    expect(() => new Spinner(undefined).start("x")).not.toThrow();
  });
});
