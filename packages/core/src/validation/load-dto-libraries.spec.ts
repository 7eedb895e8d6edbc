import { ConfigurationError } from "../errors/configuration-error";

// Each test loads the loader into a fresh module registry, with the libraries it names made to fail
// the way Node fails for a package that is not installed.
function notInstalled(name: string): Error {
  return Object.assign(new Error(`Cannot find module '${name}'\nRequire stack:\n- ${__filename}`), { code: "MODULE_NOT_FOUND" });
}

function loaderWith(mocks: Record<string, () => unknown>): typeof import("./load-dto-libraries") {
  let loader!: typeof import("./load-dto-libraries");
  jest.isolateModules(() => {
    for (const [name, factory] of Object.entries(mocks)) jest.doMock(name, factory);
    loader = require("./load-dto-libraries");
  });
  return loader;
}

describe("loadDtoLibraries", () => {
  afterEach(() => jest.dontMock("class-validator").dontMock("class-transformer"));

  it("loads class-transformer and class-validator when they are installed", () => {
    const { transformer, validator } = loaderWith({}).loadDtoLibraries("ship(to)");
    expect(typeof transformer.plainToInstance).toBe("function");
    expect(typeof validator.validate).toBe("function");
  });

  it("names the parameter and the install line when class-validator is missing", () => {
    const loader = loaderWith({ "class-validator": () => { throw notInstalled("class-validator"); } });
    let caught: unknown;
    try {
      loader.loadDtoLibraries("ship(to)");
    } catch (error) {
      caught = error;
    }
    expect((caught as Error).name).toBe(ConfigurationError.name);
    expect((caught as Error).message).toContain('"ship(to)"');
    expect((caught as Error).message).toContain("class-validator is not installed");
    expect((caught as Error).message).toContain("npm i class-validator class-transformer");
  });

  it("reports class-transformer missing as well", () => {
    const loader = loaderWith({ "class-transformer": () => { throw notInstalled("class-transformer"); } });
    expect(() => loader.loadDtoLibraries("ship(to)")).toThrow(/class-transformer is not installed/);
  });

  it("lets any other failure while loading a library through unchanged", () => {
    const broken = Object.assign(new Error("Cannot find module 'libphonenumber-js'"), { code: "MODULE_NOT_FOUND" });
    const loader = loaderWith({ "class-validator": () => { throw broken; } });
    expect(() => loader.loadDtoLibraries("ship(to)")).toThrow(broken);
  });
});
