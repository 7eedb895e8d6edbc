import type { JsonSchema } from "../contracts/json-schema";

/** The most `$ref` hops followed before a chain (`a` → `b` → `a`) is given up on: that long, it is a schema mistake, not data. */
export const MAX_REF_HOPS = 32;

/**
 * The schema a node stands for once its local `$ref`s (`#`, `#/definitions/…`, `#/$defs/…`, JSON Pointer
 * escapes) are followed from `root`: the first node of the chain without a `$ref`, if the chain reaches one
 * within {@link MAX_REF_HOPS} hops. A remote or broken reference, a cycle or a longer chain is `undefined`
 * (each caller says what that means for it). The one resolver every validation walk uses, so they agree.
 */
export function resolveLocalRef(node: unknown, root: JsonSchema): Record<string, unknown> | undefined {
  let current = node;
  for (let hop = 0; hop <= MAX_REF_HOPS; hop++) {
    if (!isSchemaObject(current)) return undefined;
    const ref = ownValue(current, "$ref");
    if (typeof ref !== "string") return current;
    if (hop === MAX_REF_HOPS) return undefined;
    current = ref.startsWith("#") ? followPointer(root, ref.slice(1)) : undefined;
  }
  return undefined;
}

function followPointer(root: unknown, pointer: string): unknown {
  if (pointer === "") return root;
  if (!pointer.startsWith("/")) return undefined;
  let current = root;
  for (const raw of pointer.slice(1).split("/")) {
    if (!isSchemaObject(current) && !Array.isArray(current)) return undefined;
    let key: string;
    try {
      key = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
    } catch {
      return undefined; // a malformed %-escape names nothing
    }
    current = ownValue(current as Record<string, unknown>, key);
  }
  return current;
}

function isSchemaObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function ownValue(record: Record<string, unknown>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}
