import * as fs from "node:fs";
import * as path from "node:path";
import { fixtureDir, fixtureProgram } from "../__fixtures__/fixture-projects";
import { generateSpecsFromProgram } from "./generate-specs";
import { renderGeneratedModule } from "./render-generated-module";

// __fixtures__/hundred: 100 agentic methods written by generate.js, the benchmark input.
const dir = fixtureDir("hundred");

it("the checked-in fixture is what generate.js writes", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { render } = require(path.join(dir, "generate.js")) as { render: () => string };
  expect(fs.readFileSync(path.join(dir, "src", "agents.ts"), "utf8")).toBe(render());
});

it("generates all 100 methods without errors, identically on a second run", () => {
  const program = fixtureProgram("hundred");
  const options = { outFile: path.join(dir, "generated", "agentic.generated.ts"), cwd: dir };
  const first = generateSpecsFromProgram(program, options);
  expect(first.errors).toEqual([]);
  expect(Object.keys(first.specs.methods)).toHaveLength(100);
  expect(first.specs.methods["Agent9.op9"]?.params.map((p) => `${p.name}:${p.kind}`)).toEqual(["items:llm", "priority:llm", "runtime:runtime"]);
  const second = generateSpecsFromProgram(program, options);
  expect(renderGeneratedModule(second.specs)).toBe(renderGeneratedModule(first.specs));
});
