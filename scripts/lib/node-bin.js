// @ts-check
const path = require("node:path");

/** The repository's root folder, which every script runs from. */
const ROOT = path.join(__dirname, "..", "..");

/**
 * The JavaScript entry of a dev dependency's command (e.g. `typescript/bin/tsc`), run with this Node rather
 * than through npx so no shell or lookup is added per phase.
 *
 * @param {string} request a module path inside node_modules
 */
function nodeBin(request) {
  return require.resolve(request, { paths: [ROOT] });
}

module.exports = { ROOT, nodeBin };
