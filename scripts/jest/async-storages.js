"use strict";
// Releases the AsyncLocalStorage instances a test file enabled once the file is done.
//
// On Node 20, every enabled AsyncLocalStorage is in one process-wide list, and each new promise or other
// async resource copies its store from every storage in that list; a storage leaves it only when disabled.
// Jest evaluates every module afresh for each test file, so each file that loads @agentic-ts/core (three
// storages at module scope) or jest-circus (one) enables new instances, and nothing ever disabled them: after
// a hundred files a worker copied three hundred stores per promise (the hook was 5 % of a run's CPU in
// profile) and kept every finished file's stores, and so its modules, alive. A storage enabled while a
// file runs belongs to that file's module registry, which no later file uses, so disabling it when the
// file's environment is torn down changes nothing a test can see. Where Node keeps stores another way (no
// `_enable`, as with the async context frames of newer releases) this does nothing.
const { AsyncLocalStorage } = require("node:async_hooks");

const INSTALLED = Symbol.for("agentic-ts.jest.async-storages");

/** The storages enabled since the current test file's environment was made (undefined between files). */
let enabled;

/** Patches AsyncLocalStorage (once per worker) to note the storages a test file enables. */
function installStorageTracking() {
  const prototype = AsyncLocalStorage.prototype;
  if (prototype[INSTALLED] || typeof prototype._enable !== "function") return;
  const enable = prototype._enable;
  prototype._enable = function trackedEnable() {
    enabled?.add(this);
    return enable.call(this);
  };
  Object.defineProperty(prototype, INSTALLED, { value: true });
}

/** Starts noting the storages enabled from now on (a test file's environment is being made). */
function beginFile() {
  enabled = new Set();
}

/** Disables the storages enabled since {@link beginFile} (the file's environment is torn down). */
function endFile() {
  const storages = enabled;
  enabled = undefined;
  for (const storage of storages ?? []) storage.disable();
}

module.exports = { installStorageTracking, beginFile, endFile };
