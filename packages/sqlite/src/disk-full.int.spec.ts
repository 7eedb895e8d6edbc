import { spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { describeEachDriver, driverEnv } from "./__fixtures__/each-driver";
import { spawnCommand } from "./__fixtures__/spawn-child";

// A real full disk: the store on a 2 MB tmpfs mounted in a private mount namespace (`unshare -rm`, as
// root or through a user namespace), where a refund fills the disk right after it happened. The child
// loads dist/ (built by `npm test`). A machine that allows no private mount skips it, saying so.
const CHILD = path.join(__dirname, "__fixtures__", "disk-full.child.js");
const canMount = spawnSync("unshare", ["-rm", "sh", "-c", "mount -t tmpfs -o size=64k tmpfs /mnt"], { stdio: "ignore" }).status === 0;
if (!canMount) process.stdout.write("disk-full.int.spec: skipped, this machine allows no private tmpfs mount (unshare -rm)\n");

describeEachDriver("a durable run on a full disk", (driver) => {
  (canMount ? it : it.skip)("SQLITE_FULL after a refund leaves the run running; once space is freed, recover() completes it under the same step id", async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), "agentic-disk-full-"));
    try {
      const mountPoint = path.join(work, "disk");
      const log = path.join(work, "refunds.log");
      fs.mkdirSync(mountPoint);
      const script = `mount -t tmpfs -o size=2m tmpfs "$1" && exec "${process.execPath}" "${CHILD}" "$1" "$2"`;
      const child = spawnCommand("unshare", ["-rm", "sh", "-c", script, "sh", mountPoint, log], driverEnv(driver));
      const out = await child.done;
      expect(out.started).toMatchObject({ thrown: "JournalWriteError", message: expect.stringMatching(/full/i) });
      expect(out.whileFull).toBe("running");
      expect(out.recovered).toEqual([{ status: "completed", result: { refunded: "A-1" } }]);
      const refunds = fs.readFileSync(log, "utf8").trim().split("\n").map((l) => JSON.parse(l) as { stepId: string });
      // At least once: the refund ran again on recovery, with the step id it had (the idempotency key).
      expect(refunds.map((r) => r.stepId)).toEqual(["r-full:1", "r-full:1"]);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  }, 60_000);
});
