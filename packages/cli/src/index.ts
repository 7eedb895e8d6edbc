export { main, MAIN_HELP } from "./cli";
export { runGen, GEN_HELP } from "./commands/gen";
export { readGenConfig, GEN_CONFIG_FILE } from "./gen-config";
export type { GenTarget } from "./gen-config";
export { ExitCode } from "./exit-codes";
export type { ExitCodeValue } from "./exit-codes";
export { processIo } from "./cli-io";
export type { CliIo } from "./cli-io";
