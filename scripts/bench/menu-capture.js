"use strict";
// Preloaded (`node -r`) into an example's offline run by menu-tokens.bench.js: records every distinct
// menu the run renders (its text and its options' names, descriptions and argument schemas) and writes
// them as JSON to the file named by MENU_CAPTURE_FILE when the process exits.

const { writeFileSync } = require("node:fs");
const path = require("node:path");

const dist = path.join(__dirname, "../../packages/core/dist");
const menuModule = require(path.join(dist, "menu/render-options.js"));
const { normalizeOptions } = require(path.join(dist, "options/normalize-options.js"));
const { isOptionSet } = require(path.join(dist, "options/is-option-set.js"));

const menus = new Map();

/** Wraps one of the module's menu renderers (read through its exports by the code that calls them). */
function capture(name) {
  const render = menuModule[name];
  if (typeof render !== "function") throw new Error(`menu-capture: core's menu/render-options.js has no ${name} any more`);
  menuModule[name] = function captured(options) {
    const text = render(options);
    if (!menus.has(text)) {
      const set = isOptionSet(options) ? options : normalizeOptions(options);
      const tools = set.options.map((o) => ({ name: o.name, description: o.description, parameters: o.argsSchema }));
      menus.set(text, { text, tools });
    }
    return text;
  };
}

// A decision and an exec with choices render the set they normalized (renderSetMenu); renderOptions is the
// public entry for a raw container.
capture("renderSetMenu");
capture("renderOptions");

process.on("exit", () => writeFileSync(process.env.MENU_CAPTURE_FILE, JSON.stringify([...menus.values()])));
