// @ts-check
const { spawn } = require("node:child_process");

/**
 * Runs one command with the terminal as its output and resolves to its exit code (1 when it was killed by
 * a signal), so a script can run several commands in sequence or side by side and fail with the first.
 *
 * @param {string} command the executable (usually `process.execPath`)
 * @param {readonly string[]} args its arguments
 * @param {import("node:child_process").SpawnOptions} [options]
 * @returns {Promise<number>}
 */
function runCommand(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, [...args], { stdio: "inherit", ...options });
    child.on("error", reject);
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

module.exports = { runCommand };
