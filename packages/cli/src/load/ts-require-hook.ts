import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import Module from "node:module";
import { ts } from "@agentic-ts/schema-gen";
import { importMetaToCommonJs, typeScriptTwin } from "./esm-interop";
import { TranspileCache, transpileCacheDir } from "./transpile-cache";

type Loader = (module: NodeJS.Module & { _compile(code: string, filename: string): void }, filename: string) => void;

// The options a decorated agentic-ts class needs; one file at a time, no type checking (like ts-jest's
// isolated mode), so loading stays fast and a type error never hides what the code does.
const COMPILER_OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.CommonJS,
  target: ts.ScriptTarget.ES2022,
  experimentalDecorators: true,
  emitDecoratorMetadata: true,
  esModuleInterop: true,
  inlineSourceMap: true,
};

/** Compiles one TypeScript module to CommonJS JavaScript the way `agentic explain` and `agentic run` load it. */
export function transpileTs(source: string, fileName: string): string {
  return ts.transpileModule(source, { compilerOptions: COMPILER_OPTIONS, fileName, transformers: { before: [importMetaToCommonJs] } }).outputText;
}

// What compiled output depends on besides the file: the compiler, its options and our ES-module transform
// (its own compiled source, so a change to it compiles everything again).
function compilerSalt(): string {
  let transform = importMetaToCommonJs.toString();
  try {
    transform = readFileSync(require.resolve("./esm-interop"), "utf8");
  } catch {
    // Bundled or moved: the function's text stands in.
  }
  return createHash("sha256").update(ts.version).update(JSON.stringify(COMPILER_OPTIONS)).update(transform).digest("hex");
}

/** The extensions the hook compiles: `.mts` / `.cts` are ES-module / CommonJS TypeScript, compiled the same way. */
const TS_EXTENSIONS = [".ts", ".mts", ".cts"] as const;

type Resolve = (request: string, parent: unknown, ...rest: unknown[]) => string;

/**
 * Registers a `require` hook for `.ts` / `.mts` / `.cts` files (the file given on the command line and the
 * relative TypeScript modules it imports, ES-module sources with `.js` import suffixes and `import.meta`
 * included) and returns the function that removes it. Compiled modules are kept on disk (see
 * {@link transpileCacheDir}), so a run compiles only the files changed since the last one. When something
 * already handles `.ts` (ts-node, tsx, a test runner), that loader is kept and nothing is registered.
 */
export function registerTsHook(): () => void {
  const extensions = (Module as unknown as { _extensions: Record<string, Loader | undefined> })._extensions;
  const hooks = Module as unknown as { _resolveFilename: Resolve };
  if (extensions[".ts"]) return () => undefined;
  const cache = new TranspileCache(transpileCacheDir(), compilerSalt());
  const loader: Loader = (module, filename) => {
    const source = readFileSync(filename, "utf8");
    module._compile(cache.get(source, filename, () => transpileTs(source, filename)), filename);
  };
  const added = TS_EXTENSIONS.filter((ext) => !extensions[ext]);
  for (const ext of added) extensions[ext] = loader;
  // ES-module sources import `./desk.js` for `./desk.ts`: when the .js file does not exist, the .ts one is loaded.
  const resolve = hooks._resolveFilename;
  const resolveTs: Resolve = function (this: unknown, request, parent, ...rest) {
    try {
      return resolve.call(this, request, parent, ...rest);
    } catch (error) {
      const twin = typeScriptTwin(request);
      if (twin === undefined) throw error;
      return resolve.call(this, twin, parent, ...rest);
    }
  };
  hooks._resolveFilename = resolveTs;
  return () => {
    for (const ext of added) if (extensions[ext] === loader) delete extensions[ext];
    if (hooks._resolveFilename === resolveTs) hooks._resolveFilename = resolve;
  };
}
