import * as path from "node:path";
import { fixtureDir } from "../__fixtures__/fixture-projects";
import { generateSpecs } from "./generate-specs";
import { formatGenerationError } from "./generation-error";

// __fixtures__/errors holds one file per unsupported signature; one run must report all of them.
const dir = fixtureDir("errors");
const run = () => generateSpecs({ project: path.join(dir, "tsconfig.json"), outFile: path.join(dir, "out.ts"), cwd: dir });

it("reports every unsupported signature of a run, each with file:line:column", () => {
  const { errors, specs } = run();
  const NAME_RULE = '(1 to 64 letters, digits, "_", "." or "-", starting with a letter or "_")';
  expect(errors.map(formatGenerationError)).toEqual([
    `src/bad-names.ts:5:10 - parameter name "$id" is not a valid name ${NAME_RULE}`,
    'src/bad-names.ts:5:23 - parameter name "constructor" is a member of Object.prototype; rename it',
    'src/bad-names.ts:10:3 - function name "toString" is a member of Object.prototype; rename it',
    `src/bad-names.ts:15:71 - function name "two words" is not a valid name ${NAME_RULE}`,
    'src/bad-names.ts:17:1 - agenticFunction: cannot tell this function\'s name; pass agenticFunction(fn, { name: "…" })',
    'src/function-param.ts:5:7 - parameter "task": function-typed parameters cannot be filled by the model; mark it @ContextParam or remove it',
    'src/function-param.ts:5:25 - parameter "onDone": function-typed parameters cannot be filled by the model; mark it @ContextParam or remove it',
    'src/generic.ts:5:7 - parameter "item": its type uses the type parameter "T", which has no schema until a call site; use a concrete type',
    'src/generic.ts:10:11 - parameter "items": its type uses the type parameter "U", which has no schema until a call site; use a concrete type',
    "src/misc.ts:7:39 - agenticFunction: cannot find the declaration of the wrapped function; wrap a function declared in this project or give `params` explicitly",
    "src/misc.ts:12:10 - destructured parameters are not supported; give the parameter a name",
    'src/overload.ts:7:3 - overloaded method "pick" is not supported; give each signature its own method',
    'src/recursive.ts:10:9 - parameter "tree": cannot derive a JSON Schema from its type; it is recursive (TreeNode), which needs `$ref`s; give the schema explicitly',
    'src/rest-param.ts:5:10 - rest parameter "...labels" is not supported; take an array parameter instead',
    'src/twin-b.ts:5:3 - duplicate agentic method "Twin.hello" (also at src/twin-a.ts:5:3); rename one',
    'src/two-kinds.ts:5:37 - parameter "user" has @ContextParam and @LlmParam; a parameter takes one of @LlmParam, @ContextParam or @RuntimeParam',
    'src/unnamed-function.ts:4:26 - agenticFunction: cannot tell this function\'s name; pass agenticFunction(fn, { name: "…" })',
  ]);
  expect(errors[0]).toEqual({ file: "src/bad-names.ts", line: 5, column: 10, message: expect.stringContaining('"$id"') });
  // What was valid is still generated: the first Twin.hello.
  expect(specs).toEqual({
    version: 1,
    methods: { "Twin.hello": { file: "src/twin-a.ts", types: expect.stringMatching(/^[0-9a-f]{16}$/), params: [], returns: { type: "string" } } },
    functions: {},
    refused: expect.any(Object),
  });
  // Each refused method is listed with its reasons (located in its file), so start-up can name them.
  expect(Object.keys(specs.refused ?? {})).toEqual([
    "BadNames.rename", "BadNames.toString", "Box.put", "Box.wrap", "Callbacks.run", "Misc.unpack", "Overloaded.pick", "RestParam.tag", "Trees.plant", "TwoKinds.greet",
  ]);
  expect(specs.refused?.["Callbacks.run"]).toEqual({
    file: "src/function-param.ts",
    reasons: [
      '5:7 - parameter "task": function-typed parameters cannot be filled by the model; mark it @ContextParam or remove it',
      '5:25 - parameter "onDone": function-typed parameters cannot be filled by the model; mark it @ContextParam or remove it',
    ],
  });
});

it("reports the compiler's own errors for the scanned files as type errors, which do not stop generation", () => {
  const broken = fixtureDir("broken");
  const { errors, typeErrors } = generateSpecs({ project: path.join(broken, "tsconfig.json"), outFile: path.join(broken, "out.ts"), cwd: broken });
  expect(errors).toEqual([]);
  expect(typeErrors.map(formatGenerationError)).toEqual([
    "src/broken.ts:2:14 - TS2322: Type 'string' is not assignable to type 'number'.",
  ]);
});

it("returns an unreadable tsconfig as an error value", () => {
  const { errors, specs } = generateSpecs({ project: "missing/tsconfig.json", outFile: "out.ts", cwd: dir });
  expect(specs).toEqual({ version: 1, methods: {}, functions: {} });
  expect(errors).toHaveLength(1);
  expect(formatGenerationError(errors[0]!)).toMatch(/^missing\/tsconfig\.json:1:1 - TS5083: Cannot read file '.*missing\/tsconfig\.json'\.$/);
});
