// A Jest transformer for ESM-only dependencies (NestJS 12 ships as pure ESM). On Node 20 Jest cannot
// load ES modules through `require`, while Node itself can (require(esm)), so built code runs the
// packages untouched and only tests need them rewritten as CommonJS. Used for node_modules files only.
const { createHash } = require("node:crypto");
const ts = require("typescript");

// `import.meta.url` is a syntax error in CommonJS; inside Jest the file's own URL is what it means.
const IMPORT_META_URL = /\bimport\.meta\.url\b/g;
const FILE_URL = 'require("node:url").pathToFileURL(__filename).href';

/** Rewrites one ES module as CommonJS (imports, exports, dynamic `import()`), leaving the syntax level alone. */
function process(source, filename) {
  const input = source.replace(IMPORT_META_URL, FILE_URL);
  const out = ts.transpileModule(input, {
    fileName: filename,
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      allowJs: true,
      esModuleInterop: true,
      sourceMap: false,
      inlineSourceMap: false,
    },
  });
  return { code: out.outputText };
}

/** Keys Jest's transform cache on the source, the file and this transformer's TypeScript version. */
function getCacheKey(source, filename) {
  return createHash("sha1").update(ts.version).update("\0").update(filename).update("\0").update(source).digest("hex");
}

module.exports = { process, getCacheKey };
