import path from "node:path";
import { PACKS_ROOT, packedPackages } from "./packed-packages";
import { scratchDir } from "./scratch-dir";
import { removeStaleEntries } from "./stale-entries";
import { PROJECT_PREFIX } from "./temp-project";

const HOUR = 60 * 60 * 1000;

/**
 * Jest's global setup of the e2e project: packs every public package once, before the test files run,
 * and removes what earlier runs left behind — tarballs of builds no run has used for a day, packing
 * folders of interrupted packs, and projects of runs killed before they could delete them.
 */
export default function globalSetup(): void {
  const packed = packedPackages();
  const current = path.basename(path.dirname([...packed.values()][0]!.tarball));
  removeStaleEntries({ dir: PACKS_ROOT, prefix: "packs-", olderThanMs: 24 * HOUR, keep: [current] });
  removeStaleEntries({ dir: PACKS_ROOT, prefix: "packing-", olderThanMs: HOUR });
  removeStaleEntries({ dir: scratchDir(), prefix: PROJECT_PREFIX, olderThanMs: 6 * HOUR });
}
