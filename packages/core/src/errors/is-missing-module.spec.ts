import { isMissingModule } from "./is-missing-module";

describe("isMissingModule", () => {
  const missing = (message: string, code = "MODULE_NOT_FOUND") => Object.assign(new Error(message), { code });

  it("recognises Node's not-found error for the package itself, from require and from import", () => {
    expect(isMissingModule(missing("Cannot find module 'tsyringe'\nRequire stack: …"), "tsyringe")).toBe(true);
    expect(isMissingModule(missing(`Cannot find package "tsyringe" imported from /app/x.js`, "ERR_MODULE_NOT_FOUND"), "tsyringe")).toBe(true);
  });

  it("does not take a missing dependency of the package, another code or a non-error for it", () => {
    expect(isMissingModule(missing("Cannot find module 'tslib'"), "tsyringe")).toBe(false);
    expect(isMissingModule(missing("Cannot find module 'tsyringe'", "EACCES"), "tsyringe")).toBe(false);
    expect(isMissingModule("Cannot find module 'tsyringe'", "tsyringe")).toBe(false);
  });
});
