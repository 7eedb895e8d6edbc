import { sqliteDriverProblem } from "../sqlite-driver";
import { SQLITE_DRIVER_NAMES, type SqliteDriverName } from "../sqlite-driver-name";

/** The environment variable a test's child process reads its binding from (see {@link driverEnv}). */
export const DRIVER_ENV = "AGENTIC_TEST_SQLITE_DRIVER";

const told = new Set<SqliteDriverName>();

/**
 * Runs `suite` once for each SQLite binding, as `title [binding]`, so the same tests hold on both. A
 * binding this runtime cannot load (node:sqlite before Node 22.13; better-sqlite3 whose addon was built
 * for another Node.js) gets one skipped test whose name says why, and the reason is printed once.
 */
export function describeEachDriver(title: string, suite: (driver: SqliteDriverName) => void): void {
  for (const driver of SQLITE_DRIVER_NAMES) {
    const problem = sqliteDriverProblem(driver);
    if (problem === undefined) {
      describe(`${title} [${driver}]`, () => suite(driver));
      continue;
    }
    if (!told.has(driver)) process.stdout.write(`sqlite tests: the ${driver} runs are skipped: ${problem}\n`);
    told.add(driver);
    describe(`${title} [${driver}]`, () => it.skip(`skipped: ${problem}`, () => undefined));
  }
}

/** The environment of a child process that opens its stores with `driver` (the fixtures read {@link DRIVER_ENV}). */
export function driverEnv(driver: SqliteDriverName, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...env, [DRIVER_ENV]: driver };
}
