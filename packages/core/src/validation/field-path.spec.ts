import { locateField, MAX_FIELD_PATH } from "./field-path";

describe("locateField", () => {
  const args = {
    steps: [{ action: "ship" }],
    "weird key": { "a/b": 1, "t~x": 2 },
    "0": "zero",
    nested: { "1": "one" },
  };

  it("renders array indexes in brackets and identifiers with dots", () => {
    expect(locateField(args, "/steps/0/action")).toEqual({ path: "steps[0].action", value: "ship" });
  });

  it("names a root-level field by its name only, and the root as the empty path", () => {
    expect(locateField(args, "/steps").path).toBe("steps");
    expect(locateField(args, "")).toEqual({ path: "", value: args });
  });

  it("unescapes ~1 and ~0 and quotes keys that are not identifiers", () => {
    expect(locateField(args, "/weird key/a~1b")).toEqual({ path: '["weird key"]["a/b"]', value: 1 });
    expect(locateField(args, "/weird key/t~0x")).toEqual({ path: '["weird key"]["t~x"]', value: 2 });
  });

  it("quotes numeric keys of objects rather than treating them as indexes", () => {
    expect(locateField(args, "/0").path).toBe('["0"]');
    expect(locateField(args, "/nested/1").path).toBe('nested["1"]');
  });

  it("appends a missing property and finds nothing there", () => {
    expect(locateField(args, "/steps/0", "target")).toEqual({ path: "steps[0].target", value: undefined });
  });

  it("never reads through to the prototype", () => {
    expect(locateField({}, "/constructor").value).toBeUndefined();
  });

  it("bounds long paths", () => {
    const pointer = "/" + Array.from({ length: 200 }, () => "segment").join("/");
    expect(locateField({}, pointer).path.length).toBeLessThanOrEqual(MAX_FIELD_PATH);
  });
});
