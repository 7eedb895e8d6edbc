import { ts } from "./compiler-api";

/** A tsconfig's text as gen's compiler reads it, and what was changed for it. */
export interface AdaptedConfig {
  readonly text: string;
  /** `target "ES2025" → "ESNext"`, one per value changed; empty when the text is unchanged. */
  readonly mapped: readonly string[];
}

// Libs this compiler ships, by the name a tsconfig uses ("es2024.collection"): lib.<name>.d.ts.
const KNOWN_LIBS: ReadonlySet<string> = new Set((ts as unknown as { libs: readonly string[] }).libs);
const KNOWN_TARGETS = enumNames(ts.ScriptTarget);
const KNOWN_MODULES = enumNames(ts.ModuleKind);
const KNOWN_RESOLUTIONS = new Set([...enumNames(ts.ModuleResolutionKind), "node"]);
// The one value of `ignoreDeprecations` TypeScript 5.x knows; 6.0 asks for "6.0".
const KNOWN_IGNORE_DEPRECATIONS = new Set(["5.0"]);

/**
 * Rewrites the values of a tsconfig written for a newer TypeScript (6.x, 7.x) that the compiler gen runs on
 * (5.9) does not know — which would otherwise fail gen with TS6046 — to the nearest ones it knows: a newer
 * `target` (`ES2025`, `LatestStandard`) becomes `ESNext`, a newer `lib` (`es2025`, `es2025.iterator`) the
 * `esnext` one holding the same declarations (`esnext.iterator`, else `esnext`), a newer `module`
 * (`node22`) `nodenext` (else `esnext`), a newer `moduleResolution` `nodenext` or `bundler`, and an
 * `ignoreDeprecations` for 6.0 is dropped. Gen never emits, so these only decide which declarations and
 * resolution rules it type-checks the signatures with. Text without such a value is returned unchanged.
 */
export function adaptConfigForOlderCompiler(text: string, fileName: string): AdaptedConfig {
  const { config } = ts.parseConfigFileTextToJson(fileName, text);
  const options = (config as { compilerOptions?: Record<string, unknown> } | undefined)?.compilerOptions;
  if (!options || typeof options !== "object") return { text, mapped: [] };
  const mapped: string[] = [];
  const change = (key: string, from: unknown, to: unknown): void => {
    mapped.push(to === undefined ? `${key} "${String(from)}" dropped` : `${key} "${String(from)}" → "${String(to)}"`);
  };
  const { target, module, moduleResolution, lib, ignoreDeprecations } = options;
  if (typeof target === "string" && !KNOWN_TARGETS.has(target.toLowerCase())) {
    options.target = "ESNext";
    change("target", target, "ESNext");
  }
  if (typeof module === "string" && !KNOWN_MODULES.has(module.toLowerCase())) {
    options.module = /^node\d+$/i.test(module) ? "NodeNext" : "ESNext";
    change("module", module, options.module);
  }
  if (typeof moduleResolution === "string" && !KNOWN_RESOLUTIONS.has(moduleResolution.toLowerCase())) {
    options.moduleResolution = /^node\d+$/i.test(moduleResolution) ? "NodeNext" : "Bundler";
    change("moduleResolution", moduleResolution, options.moduleResolution);
  }
  if (Array.isArray(lib)) {
    options.lib = lib.map((entry: unknown) => {
      if (typeof entry !== "string" || KNOWN_LIBS.has(entry.toLowerCase())) return entry;
      const feature = /^es(?:\d{4}|next)\.(.+)$/i.exec(entry)?.[1]?.toLowerCase();
      const nearest = feature && KNOWN_LIBS.has(`esnext.${feature}`) ? `esnext.${feature}` : "esnext";
      change("lib", entry, nearest);
      return nearest;
    });
  }
  if (typeof ignoreDeprecations === "string" && !KNOWN_IGNORE_DEPRECATIONS.has(ignoreDeprecations)) {
    delete options.ignoreDeprecations;
    change("ignoreDeprecations", ignoreDeprecations, undefined);
  }
  return mapped.length === 0 ? { text, mapped } : { text: JSON.stringify(config, null, 2), mapped };
}

/**
 * The one line gen prints when it read a tsconfig for a newer compiler: which TypeScript it compiles
 * with, and what it mapped or set (a newer compiler's default, see applyProjectCompilerDefaults) (`"tsconfig.json: target "ES2025" → "ESNext", …"` per file).
 */
export function adaptedConfigNote(changes: readonly string[]): string {
  return `agentic gen compiles with its own TypeScript ${ts.version}, which does not know these tsconfig values or defaults; it read ${changes.join("; ")}.`;
}

function enumNames(values: object): ReadonlySet<string> {
  return new Set(Object.keys(values).filter((key) => Number.isNaN(Number(key))).map((key) => key.toLowerCase()));
}
