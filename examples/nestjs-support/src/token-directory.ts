import { createHash, randomBytes } from "node:crypto";
import { Injectable } from "@nestjs/common";
import type { Principal } from "./principal";

// The SHA-256 of a token: the directory keys on it, so the tokens themselves are kept nowhere.
function digest(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/**
 * The example's stand-in for authentication: opaque bearer tokens, each mapped to the {@link Principal}
 * it was issued for. Tokens are random, live in this process's memory only and die with it (the demo
 * prints the ones it issues); nothing is hard-coded, so a copy of the example has no known credential.
 *
 * A real app plugs its own authentication in here instead — verify a JWT or an OAuth access token with
 * its identity provider, or look a session up — and maps what it learns to `{ id, roles }`; the guards
 * and the controllers only ever see the resulting principal.
 */
@Injectable()
export class TokenDirectory {
  private readonly byDigest = new Map<string, Principal>();

  /** Issues a new bearer token for `principal` and returns it. */
  issue(principal: Principal): string {
    const token = randomBytes(32).toString("base64url");
    this.byDigest.set(digest(token), Object.freeze({ id: principal.id, roles: Object.freeze([...principal.roles]) }));
    return token;
  }

  /** The principal a token was issued for, or `undefined` for a token this directory never issued. */
  lookup(token: string): Principal | undefined {
    return this.byDigest.get(digest(token));
  }
}
