import { generateKeyPairSync, type KeyObject } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";

const BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

/** Base58 (the Bitcoin alphabet): the bytes as one big number in base 58, each leading zero byte a "1". */
export function base58(bytes: Uint8Array): string {
  let value = 0n;
  for (const byte of bytes) value = value * 256n + BigInt(byte);
  let out = "";
  while (value > 0n) {
    out = BASE58[Number(value % 58n)] + out;
    value /= 58n;
  }
  for (let i = 0; i < bytes.length && bytes[i] === 0; i++) out = `1${out}`;
  return out;
}

/**
 * The Restate request identity form of an Ed25519 public key, what an endpoint's `identityKeys` takes and
 * what the Restate server logs as the key's `kid`: `publickeyv1_` and the raw 32-byte key in base58.
 */
export function restatePublicKey(publicKey: KeyObject): string {
  const jwk = publicKey.export({ format: "jwk" });
  return `publickeyv1_${base58(Buffer.from(jwk.x as string, "base64url"))}`;
}

/** A fresh Ed25519 key pair: the private key as a PEM file in `dir` (for the Restate server) and the public key in Restate's form. */
export function identityKeyPair(dir: string, name = "request-identity.pem"): { readonly pemFile: string; readonly publicKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync("ed25519");
  const pemFile = path.join(dir, name);
  writeFileSync(pemFile, privateKey.export({ type: "pkcs8", format: "pem" }), { mode: 0o600 });
  return { pemFile, publicKey: restatePublicKey(publicKey) };
}
