import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { removeStaleEntries } from "./stale-entries";

const HOUR = 60 * 60 * 1000;
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "stale-entries-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Makes a folder (with a file inside) last modified `hoursAgo` hours before `now`. */
function entry(name: string, hoursAgo: number, now: number): void {
  const at = path.join(dir, name);
  mkdirSync(at);
  writeFileSync(path.join(at, "file"), "x");
  const time = new Date(now - hoursAgo * HOUR);
  utimesSync(at, time, time);
}

it("removes old entries with the prefix, and keeps new ones, kept ones and other names", () => {
  const now = Date.now();
  entry("packs-old", 30, now);
  entry("packs-new", 2, now);
  entry("packs-current", 48, now);
  entry("other-old", 30, now);
  const removed = removeStaleEntries({ dir, prefix: "packs-", olderThanMs: 24 * HOUR, keep: ["packs-current"], now });
  expect(removed).toEqual(["packs-old"]);
  expect(readdirSync(dir).sort()).toEqual(["other-old", "packs-current", "packs-new"]);
});

it("removes a stale file as well as a folder, and returns nothing for a folder that is not there", () => {
  const now = Date.now();
  const file = path.join(dir, "packing-x");
  writeFileSync(file, "partial");
  utimesSync(file, new Date(now - 2 * HOUR), new Date(now - 2 * HOUR));
  expect(removeStaleEntries({ dir, prefix: "packing-", olderThanMs: HOUR, now })).toEqual(["packing-x"]);
  expect(existsSync(file)).toBe(false);
  expect(removeStaleEntries({ dir: path.join(dir, "missing"), prefix: "packing-", olderThanMs: HOUR, now })).toEqual([]);
});
