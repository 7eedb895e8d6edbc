import path from "node:path";
import type { CliIo } from "../cli-io";
import type { GenTarget } from "../gen-config";

/** The target's module as gen names it in its output: relative to the folder it runs in. */
export function shownModule(target: GenTarget, io: CliIo): string {
  return path.relative(io.cwd, target.out) || target.out;
}
