import { readFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "./packed-packages";

/** A fenced block of the README marked with the file it is, e.g. ```` ```ts file=src/desk.ts variant=esm ````. */
export interface ReadmeSnippet {
  readonly lang: string;
  readonly file: string;
  /** `cjs`, `esm` or `nestjs` when the block belongs to that kind of project only; absent for every kind. */
  readonly variant?: string;
  readonly code: string;
}

/** Any fenced block of a Markdown file: its language, the words after it on the fence line, and its text. */
export interface FencedBlock {
  readonly lang: string;
  /** `key=value` words of the fence line (`file=src/desk.ts`). */
  readonly attrs: ReadonlyMap<string, string>;
  /** The other words of the fence line (`nocompile`). */
  readonly flags: readonly string[];
  readonly code: string;
  /** The 1-based line of the opening fence, for messages. */
  readonly line: number;
}

/** Reads a Markdown file of the repository (`README.md`, `packages/core/README.md`). */
export function readRepoMarkdown(file: string): string {
  return readFileSync(path.join(REPO_ROOT, file), "utf8");
}

/** Every fenced block of a Markdown text, in order. A fence without a language has `lang` "". */
export function fencedBlocks(markdown: string): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  for (const match of markdown.matchAll(/^```(\w*)([^\n]*)\n([\s\S]*?)^```$/gm)) {
    const words = match[2].trim().split(/\s+/).filter(Boolean);
    const attrs = new Map(words.filter((w) => w.includes("=")).map((w) => [w.slice(0, w.indexOf("=")), w.slice(w.indexOf("=") + 1)]));
    const line = markdown.slice(0, match.index).split("\n").length;
    blocks.push({ lang: match[1], attrs, flags: words.filter((w) => !w.includes("=")), code: match[3], line });
  }
  return blocks;
}

/**
 * The file blocks of one section of a README (from its `## ` heading to the next): the root README unless
 * `readme` names another. Tests build projects out of them, so what the README shows is what the tests
 * compile and run.
 */
export function readmeSnippets(section: string, readme = "README.md"): ReadmeSnippet[] {
  const text = readRepoMarkdown(readme);
  const start = text.indexOf(`\n## ${section}\n`);
  if (start < 0) throw new Error(`${readme} has no section "${section}"`);
  const end = text.indexOf("\n## ", start + 1);
  return fileSnippets(text.slice(start, end < 0 ? undefined : end));
}

/**
 * The file blocks under one `### ` heading of a README, to the next `## ` or `### ` heading: for a
 * subsection whose blocks make a project of their own (the HTTP recipes) in a section with other files.
 */
export function subsectionSnippets(heading: string, readme = "README.md"): ReadmeSnippet[] {
  const text = readRepoMarkdown(readme);
  const start = text.indexOf(`\n### ${heading}\n`);
  if (start < 0) throw new Error(`${readme} has no subsection "${heading}"`);
  const next = text.slice(start + 1).search(/\n###? /);
  return fileSnippets(text.slice(start, next < 0 ? undefined : start + 1 + next));
}

function fileSnippets(markdown: string): ReadmeSnippet[] {
  const snippets: ReadmeSnippet[] = [];
  for (const block of fencedBlocks(markdown)) {
    const file = block.attrs.get("file");
    if (file) snippets.push({ lang: block.lang, file, variant: block.attrs.get("variant"), code: block.code });
  }
  return snippets;
}

/** The snippets that make up one kind of project: `cjs`, `esm` or `nestjs` (each also gets the unmarked blocks). */
export function snippetsFor(variant: "cjs" | "esm" | "nestjs", section = "Use it in your project"): ReadmeSnippet[] {
  return readmeSnippets(section).filter((s) => s.variant === undefined || s.variant === variant);
}
