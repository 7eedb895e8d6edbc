import { accessSync, constants, statfsSync } from "node:fs";
import os from "node:os";

/** The free space a project folder needs on the RAM disk before it is used: three installs and their builds, with room to spare. */
const RAM_DISK_NEEDS = 2 * 1024 ** 3;

/**
 * Where the e2e projects are made: `AGENTIC_E2E_TMP` when set, else the RAM disk `/dev/shm` when it is
 * there, writable and has room, else the OS temp dir. An install writes some 20 000 files per project;
 * on tmpfs npm spends a fifth of the system time it spends on a disk (an offline `npm ci` of the NestJS
 * app: 7 s instead of 17 s here), and each project is deleted when its tests end.
 */
export function scratchDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.AGENTIC_E2E_TMP) return env.AGENTIC_E2E_TMP;
  try {
    accessSync("/dev/shm", constants.W_OK);
    const fs = statfsSync("/dev/shm");
    if (fs.bavail * fs.bsize >= RAM_DISK_NEEDS) return "/dev/shm";
  } catch {
    // No RAM disk here (not Linux, or not mounted): the temp dir.
  }
  return os.tmpdir();
}
