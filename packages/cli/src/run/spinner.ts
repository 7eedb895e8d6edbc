import type { StatusStream } from "../cli-io";

/** The frames of the {@link Spinner}, drawn in turn. */
export const SPINNER_FRAMES = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"] as const;

/** Erases the current terminal line: back to its start, then clear to its end. */
const CLEAR_LINE = "\r\x1b[K";

/**
 * A one-line spinner on a terminal stream: `start(label)` draws a frame and the label and redraws every
 * `intervalMs`; `stop()` erases the line. On a stream that is not a TTY it draws nothing at all.
 */
export class Spinner {
  private timer?: ReturnType<typeof setInterval>;
  private frame = 0;
  private label = "";

  constructor(
    private readonly stream: StatusStream | undefined,
    private readonly intervalMs = 80,
  ) {}

  /** Whether the spinner is showing. */
  get spinning(): boolean {
    return this.timer !== undefined;
  }

  /** Shows the spinner with `label` (or changes the label of the one showing). */
  start(label: string): void {
    if (!this.stream?.isTTY) return;
    this.label = label;
    if (this.timer) return;
    this.frame = 0;
    this.draw();
    this.timer = setInterval(() => this.draw(), this.intervalMs);
    // The spinner must never be what keeps a finished script's process alive.
    this.timer.unref?.();
  }

  /** Erases the spinner; does nothing when none is showing. */
  stop(): void {
    if (!this.timer) return;
    clearInterval(this.timer);
    this.timer = undefined;
    this.stream?.write(CLEAR_LINE);
  }

  private draw(): void {
    const glyph = SPINNER_FRAMES[this.frame++ % SPINNER_FRAMES.length];
    this.stream?.write(`${CLEAR_LINE}${glyph} ${this.label}`);
  }
}
