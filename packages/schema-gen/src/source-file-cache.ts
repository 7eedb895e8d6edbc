import { ts } from "./compiler-api";

/**
 * A cache of parsed source files shared by the programs built in one process (every `agentic gen` target,
 * each rebuild of `gen --watch`, tests running the generator many times): a file whose text and parse
 * settings did not change is not parsed and bound again. Parsing the libs, core's sources and the
 * dependencies' typings was about half of each program build.
 */
export class SourceFileCache {
  /**
   * The cache of a TypeScript compiler instance, made on first use. A parsed file belongs to the compiler
   * that made it (its nodes and symbols take ids from that instance's counters), so the cache hangs on the
   * instance itself: one per process in a user's `agentic gen`, and still one per instance wherever several
   * are loaded (a test runner that shares one compiler between test files shares its cache too).
   */
  static of(compiler: typeof ts): SourceFileCache {
    // `import * as ts` may be a namespace copy per importing module; its createSourceFile is the instance's own.
    const holder = compiler.createSourceFile as unknown as { [CACHE]?: SourceFileCache };
    let cache = holder[CACHE];
    if (!cache) {
      cache = new SourceFileCache();
      Object.defineProperty(holder, CACHE, { value: cache });
    }
    return cache;
  }

  private readonly files = new Map<string, { readonly text: string; readonly file: ts.SourceFile }>();

  /** A compiler host for `options` that takes its files from this cache, reading each from disk to compare. */
  host(options: ts.CompilerOptions): ts.CompilerHost {
    const host = ts.createCompilerHost(options);
    const settings = settingsKey(options);
    host.getSourceFile = (fileName, languageVersionOrOptions, onError) => {
      let text: string | undefined;
      try {
        text = host.readFile(fileName);
      } catch (e) {
        onError?.(e instanceof Error ? e.message : String(e));
        return undefined;
      }
      if (text === undefined) return undefined;
      const key = `${fileName}\n${settings}\n${JSON.stringify(parseOptions(languageVersionOrOptions))}`;
      const cached = this.files.get(key);
      if (cached?.text === text) return cached.file;
      // A changed file is parsed afresh (not incrementally): the previous tree may still belong to a live program.
      const file = ts.createSourceFile(fileName, text, languageVersionOrOptions);
      this.files.set(key, { text, file });
      return file;
    };
    return host;
  }
}

// Symbol.for, not a module-level symbol: copies of this module loaded beside each other (one per test file)
// must find the cache the first one left on the shared compiler.
const CACHE = Symbol.for("@agentic-ts/schema-gen.SourceFileCache");

// Options that only say where files are or where output goes. Every other option may change how a file is
// parsed or bound (strict mode, module detection, unreachable-code reports), so it is part of the key.
const LOCATION_ONLY = new Set(["baseUrl", "paths", "pathsBasePath", "configFilePath", "rootDir", "rootDirs", "outDir", "declarationDir", "tsBuildInfoFile", "typeRoots"]);

function settingsKey(options: ts.CompilerOptions): string {
  const entries = Object.entries(options)
    .filter(([name]) => !LOCATION_ONLY.has(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

// The parts of createSourceFile's options that are data (setExternalModuleIndicator follows from the
// compiler options, already in the key).
function parseOptions(languageVersionOrOptions: ts.ScriptTarget | ts.CreateSourceFileOptions): unknown {
  if (typeof languageVersionOrOptions === "number") return languageVersionOrOptions;
  const { languageVersion, impliedNodeFormat, jsDocParsingMode } = languageVersionOrOptions;
  return [languageVersion, impliedNodeFormat, jsDocParsingMode];
}
