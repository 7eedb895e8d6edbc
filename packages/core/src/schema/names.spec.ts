import { ConfigurationError } from "../errors/configuration-error";
import { checkName, NAME_PATTERN } from "./names";

describe("checkName", () => {
  it.each(["retry", "emit_plan", "_private", "a.b-c", "A1", "x".repeat(64)])("accepts %s", (name) => {
    expect(() => checkName(name, "option name")).not.toThrow();
  });

  it.each(["", "1abc", "two words", "-x", "é", "x".repeat(65), "a/b"])("rejects %j", (name) => {
    expect(() => checkName(name, "option name")).toThrow(ConfigurationError);
  });

  it("rejects non-strings", () => {
    expect(() => checkName(42, "option name")).toThrow("Invalid option name: it must be a non-empty string.");
  });

  it("rejects every Object.prototype member, naming the fix", () => {
    for (const name of Object.getOwnPropertyNames(Object.prototype)) {
      expect(() => checkName(name, "option name")).toThrow(
        `Invalid option name: "${name}" is a member of Object.prototype (like "constructor", "toString" or "__proto__"); rename it.`,
      );
    }
  });

  it("explains the identifier rule", () => {
    expect(() => checkName("two words", 'field name at "steps[]"')).toThrow(
      'Invalid field name at "steps[]": "two words" is not an identifier; use 1 to 64 letters, digits, "_", "." or "-", starting with a letter or "_".',
    );
  });

  it("exposes the pattern of the design", () => {
    expect(NAME_PATTERN.source).toBe("^[A-Za-z_][A-Za-z0-9_.-]{0,63}$");
  });
});
