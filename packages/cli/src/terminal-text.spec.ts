import { terminalBlock, terminalLine } from "./terminal-text";

/** Every code point of `text` a terminal could act on, as hex. */
function controls(text: string): string[] {
  return [...text].filter((c) => /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/.test(c)).map((c) => c.codePointAt(0)!.toString(16));
}

describe("terminalLine", () => {
  it("escapes OSC (title, clipboard), CSI and 8-bit C1 sequences so that none reaches the terminal", () => {
    const hostile = "a\x1b]0;owned\x07b\x1b]52;c;ZXZpbA==\x1b\\c\x1b[2K\x1b[1Ad\x9b31me\x9d0;t\x9cf";
    const shown = terminalLine(hostile);
    expect(shown).toBe("a\\u001b]0;owned\\u0007b\\u001b]52;c;ZXZpbA==\\u001b\\c\\u001b[2K\\u001b[1Ad\\u009b31me\\u009d0;t\\u009cf");
    expect(controls(shown)).toEqual([]);
  });

  it("escapes newlines, tabs and carriage returns with JSON's short forms, and the rest as \\u and 4 hex digits", () => {
    expect(terminalLine("one\ntwo\tthree\rfour\bfive\f")).toBe("one\\ntwo\\tthree\\rfour\\bfive\\f");
    expect(terminalLine("\u0000\u0001\u001f\u007f\u0080\u009f")).toBe("\\u0000\\u0001\\u001f\\u007f\\u0080\\u009f");
  });

  it("escapes bidi embeddings, overrides, isolates and marks, and the Unicode line separators", () => {
    const bidi = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c\u2028\u2029";
    expect(terminalLine(`x${bidi}y`)).toBe("x\\u202a\\u202b\\u202c\\u202d\\u202e\\u2066\\u2067\\u2068\\u2069\\u200e\\u200f\\u061c\\u2028\\u2029y");
  });

  it("leaves printable text alone: accents, emoji, CJK, box drawing, a backslash", () => {
    const plain = 'Café ✓ ⏸ 日本語 🙂 └─ C:\\temp "quoted"';
    expect(terminalLine(plain)).toBe(plain);
  });

  it("keeps escaped JSON valid and of the same value", () => {
    const value = { "k\u009bey": "v\u202ealue\x1b[2K", n: "line\nbreak", del: "\u007f" };
    for (const text of [terminalLine(JSON.stringify(value)), terminalBlock(JSON.stringify(value, null, 2))]) {
      expect(controls(text)).toEqual([]);
      expect(JSON.parse(text)).toEqual(value);
    }
  });
});

describe("terminalBlock", () => {
  it("keeps newlines and tabs, and escapes everything else terminalLine does", () => {
    expect(terminalBlock("line 1\n\tline 2\r\n\x1b[31mred\u009b\u202e")).toBe("line 1\n\tline 2\\r\n\\u001b[31mred\\u009b\\u202e");
  });

  it("is idempotent, so a line escaped twice (a field, then the whole output) reads the same", () => {
    const once = terminalBlock(terminalLine("a\x1b]0;t\x07\n"));
    expect(terminalBlock(once)).toBe(once);
  });
});
