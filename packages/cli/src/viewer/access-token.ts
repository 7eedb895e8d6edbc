import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";

/** A new access token for one start of the trace viewer: 256 random bits, base64url (43 characters). */
export function newAccessToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * Whether `given` is `expected`, compared in constant time: both are hashed first, so neither the length
 * nor the first differing character of a guess shows in how long the answer takes.
 */
export function isAccessToken(given: string | undefined | null, expected: string): boolean {
  if (typeof given !== "string") return false;
  const digest = (text: string): Buffer => createHash("sha256").update(text, "utf8").digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The values of every cookie called `name` a request carries (a browser may send more than one). */
export function requestCookies(request: IncomingMessage, name: string): string[] {
  const values: string[] = [];
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) values.push(part.slice(at + 1).trim());
  }
  return values;
}
