import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "./packed-packages";
import { fencedBlocks, readRepoMarkdown, type FencedBlock } from "./readme-snippets";

/** The fence languages that are TypeScript: every such block of a package README is compiled. */
const TYPESCRIPT = new Set(["ts", "typescript"]);

/** The fence word a TypeScript block opts out of compilation with (```` ```ts nocompile ````): keep it rare. */
export const NO_COMPILE = "nocompile";

/** A package README: the package's folder name (`core`), its README path in the repo, and its text. */
export interface PackageReadme {
  readonly folder: string;
  readonly file: string;
  readonly text: string;
}

/** The README of every package under packages/. */
export function packageReadmes(): PackageReadme[] {
  return readdirSync(path.join(REPO_ROOT, "packages"))
    .filter((folder) => existsSync(path.join(REPO_ROOT, "packages", folder, "package.json")))
    .sort()
    .map((folder) => {
      const file = `packages/${folder}/README.md`;
      return { folder, file, text: readRepoMarkdown(file) };
    });
}

/** The TypeScript blocks of a README that are compiled (every one not marked {@link NO_COMPILE}). */
export function compiledBlocks(readme: PackageReadme): FencedBlock[] {
  return fencedBlocks(readme.text).filter((b) => TYPESCRIPT.has(b.lang) && !b.flags.includes(NO_COMPILE));
}

/** The TypeScript blocks of a README marked {@link NO_COMPILE}. */
export function skippedBlocks(readme: PackageReadme): FencedBlock[] {
  return fencedBlocks(readme.text).filter((b) => TYPESCRIPT.has(b.lang) && b.flags.includes(NO_COMPILE));
}

/**
 * The anchors GitHub gives the headings of a Markdown text: lower case, punctuation other than `-` and
 * `_` removed, spaces as `-`, and `-1`, `-2`… after a repeated one. Headings inside fenced blocks are not
 * headings.
 */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const outside = markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, "");
  for (const match of outside.matchAll(/^#{1,6} +(.+?) *#* *$/gm)) {
    const slug = match[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}
