import { packedPackages } from "./packed-packages";

/** Jest's global setup of the e2e project: packs every public package once, before the test files run. */
export default function globalSetup(): void {
  packedPackages();
}
