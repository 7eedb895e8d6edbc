import "reflect-metadata";

function loaderWith(tsyringe?: () => unknown): typeof import("./load-tsyringe") {
  let loader!: typeof import("./load-tsyringe");
  jest.isolateModules(() => {
    if (tsyringe) jest.doMock("tsyringe", tsyringe);
    loader = require("./load-tsyringe");
  });
  return loader;
}

describe("loadTsyringe", () => {
  afterEach(() => jest.dontMock("tsyringe"));

  it("loads tsyringe when it is installed and reflect-metadata is present", () => {
    expect(typeof loaderWith().loadTsyringe()?.injectable).toBe("function");
  });

  it("is undefined, without throwing, when tsyringe is not installed (an optional peer: NestJS apps lack it)", () => {
    let attempts = 0;
    const loader = loaderWith(() => {
      attempts++;
      throw Object.assign(new Error("Cannot find module 'tsyringe'"), { code: "MODULE_NOT_FOUND" });
    });
    expect(loader.loadTsyringe()).toBeUndefined();
    expect(loader.loadTsyringe()).toBeUndefined();
    expect(attempts).toBe(1);
  });

  it("lets a failure inside tsyringe itself through", () => {
    const loader = loaderWith(() => {
      throw Object.assign(new Error("Cannot find module 'tslib'"), { code: "MODULE_NOT_FOUND" });
    });
    expect(() => loader.loadTsyringe()).toThrow("tslib");
  });
});
