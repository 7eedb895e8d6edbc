import * as fs from "node:fs";
import { Trace } from "@agentic-ts/core";
import { runRecord } from "./__fixtures__/lock-holder";
import { tempDbPath } from "./__fixtures__/temp-db";
import { SqliteStore } from "./sqlite-store";
import { describeEachDriver } from "./__fixtures__/each-driver";

const modeOf = (file: string): string => (fs.statSync(file).mode & 0o777).toString(8);

describeEachDriver("SqliteStore file modes", (driver) => {
  it("creates a new store, its -wal and its -shm with mode 0600 (owner only), whatever the umask lets through", async () => {
    const file = tempDbPath();
    const umask = process.umask(0o022);
    try {
      const store = new SqliteStore(file, { driver });
      const trace = new Trace({ store });
      trace.end(trace.start("exec", "private"));
      await store.insertRunRecord(runRecord("d-1"));
      await store.flush();
      // While it is open: closing the last connection removes the -wal and -shm.
      expect([modeOf(file), modeOf(`${file}-wal`), modeOf(`${file}-shm`)]).toEqual(["600", "600", "600"]);
      expect(fs.statSync(`${file}-wal`).size).toBeGreaterThan(0);
      await store.close();
    } finally {
      process.umask(umask);
    }
    expect(modeOf(file)).toBe("600");
  });

  it("leaves an existing file's mode as it is", async () => {
    const file = tempDbPath();
    fs.writeFileSync(file, "");
    fs.chmodSync(file, 0o640);
    const store = new SqliteStore(file, { driver });
    await store.insertRunRecord(runRecord("d-1"));
    expect([modeOf(file), modeOf(`${file}-wal`), modeOf(`${file}-shm`)]).toEqual(["640", "640", "640"]);
    await store.close();
    expect(modeOf(file)).toBe("640");
  });
});
