// Test support: runs the generator over the `features` fixture and loads its code the way an app does
// with a generated module (register the specs first, then define the classes).
import "reflect-metadata";
import * as path from "node:path";
import { registerGeneratedSpecs, type GeneratedSpecs } from "@agentic-ts/core";
import { generateSpecsFromProgram } from "../src/generate-specs";
import { fixtureDir, fixtureProgram } from "./fixture-projects";

/**
 * The `features` fixture after generation: the specs it produced and its modules (classes and
 * standalone `agenticFunction` wrappers), loaded with them.
 */
export interface LoadedFeatures {
  readonly specs: GeneratedSpecs;
  readonly desk: typeof import("./features/src/desk");
  readonly shop: typeof import("./features/src/shop");
  readonly account: typeof import("./features/src/account");
  readonly functions: typeof import("./features/src/functions");
}

/**
 * Generates the specs of the `features` fixture, registers them with `registerGeneratedSpecs`, and only
 * then requires the fixture's modules, so that their decorators and `agenticFunction` wrappers find the
 * specs. Call `clearGeneratedSpecs()` afterwards; each Jest test file gets fresh modules.
 */
export function loadFeatures(): LoadedFeatures {
  const dir = fixtureDir("features");
  const result = generateSpecsFromProgram(fixtureProgram("features"), { outFile: path.join(dir, "generated", "out.ts"), cwd: dir });
  if (result.errors.length > 0) throw new Error(`features fixture: ${JSON.stringify(result.errors)}`);
  registerGeneratedSpecs(result.specs);
  // require, not import: these modules must be evaluated after the registration above.
  return {
    specs: result.specs,
    desk: require("./features/src/desk") as LoadedFeatures["desk"],
    shop: require("./features/src/shop") as LoadedFeatures["shop"],
    account: require("./features/src/account") as LoadedFeatures["account"],
    functions: require("./features/src/functions") as LoadedFeatures["functions"],
  };
}
