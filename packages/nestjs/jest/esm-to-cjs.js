// A Jest transformer for NestJS 12, which ships as pure ES modules. Node itself loads them from CommonJS
// (require(esm), Node >= 20.19), but Jest's module registry does not, so a test that imports @nestjs/*
// fails with "Cannot use import statement outside a module". This rewrites those files as CommonJS.
// It uses the TypeScript compiler the test setup already has (ts-jest needs it too) and loads it lazily,
// so requiring the preset costs nothing when no ESM file is transformed.
const { createHash } = require("node:crypto");

// `import.meta.url` is a syntax error in CommonJS; inside Jest the file's own URL is what it means.
const IMPORT_META_URL = /\bimport\.meta\.url\b/g;
const FILE_URL = 'require("node:url").pathToFileURL(__filename).href';

let typescript;
/** The TypeScript compiler, or an error that says how to get it. */
function ts() {
  if (typescript) return typescript;
  try {
    typescript = require("typescript");
  } catch (error) {
    throw new Error(
      "@agentic-ts/nestjs/jest-preset rewrites NestJS's ES modules with the TypeScript compiler: install it (npm i -D typescript).",
      { cause: error },
    );
  }
  return typescript;
}

/** Rewrites one ES module as CommonJS (imports, exports, dynamic `import()`), leaving the syntax level alone. */
function process(source, filename) {
  const compiler = ts();
  const out = compiler.transpileModule(source.replace(IMPORT_META_URL, FILE_URL), {
    fileName: filename,
    compilerOptions: {
      module: compiler.ModuleKind.CommonJS,
      target: compiler.ScriptTarget.ES2022,
      allowJs: true,
      esModuleInterop: true,
      sourceMap: false,
      inlineSourceMap: false,
    },
  });
  return { code: out.outputText };
}

/** Keys Jest's transform cache on the source, the file and the TypeScript version that rewrote it. */
function getCacheKey(source, filename) {
  return createHash("sha1").update(ts().version).update("\0").update(filename).update("\0").update(source).digest("hex");
}

module.exports = { process, getCacheKey };
