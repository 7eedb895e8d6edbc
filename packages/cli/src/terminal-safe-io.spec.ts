import { captureIo } from "../__fixtures__/capture-io";
import { terminalSafeIo } from "./terminal-safe-io";

describe("terminalSafeIo", () => {
  it("escapes control characters in every line written to out and err, keeping newlines and tabs", () => {
    const io = captureIo("/tmp");
    const safe = terminalSafeIo(io);
    safe.out("title\x1b]0;owned\x07\n\tnext\u009b2K");
    safe.err("error: \x1b[2K\u202e");
    expect(io.stdout).toEqual(["title\\u001b]0;owned\\u0007\n\tnext\\u009b2K"]);
    expect(io.stderr).toEqual(["error: \\u001b[2K\\u202e"]);
  });

  it("passes everything else of the io on: the working directory, the terminal, the questions", async () => {
    const ask = async (question: string) => `answer to ${question}`;
    const interrupted = () => Promise.resolve();
    const safe = terminalSafeIo(captureIo("/work", { interactive: true, ask, interrupted }));
    expect(safe).toMatchObject({ cwd: "/work", interactive: true, ask, interrupted });
    expect(await safe.ask!("q")).toBe("answer to q");
  });
});
