import type { IntMarker } from "./int";
import type { JsonSchemaField } from "./json-schema-field";
import type { MetaSpecKey } from "./schema-field";

/**
 * The TypeScript type of the value one schema field describes: `String` and description strings →
 * `string`, `Number`/`Int` → `number`, `Boolean` → `boolean`, `Array` → `unknown[]`, `Object` →
 * `Record<string, unknown>`, `[X]` → `X[]`, a meta-spec with `options` → the union of its literals, a
 * nested dict → an object, `jsonSchema(...)` → `unknown` (its shape is not visible to the compiler).
 */
export type FieldValue<F> = F extends StringConstructor
  ? string
  : F extends NumberConstructor
    ? number
    : F extends IntMarker
      ? number
      : F extends BooleanConstructor
        ? boolean
        : F extends ArrayConstructor
          ? unknown[]
          : F extends ObjectConstructor
            ? Record<string, unknown>
            : F extends string
              ? string
              : F extends JsonSchemaField
                ? unknown
                : F extends readonly [infer Item]
                  ? FieldValue<Item>[]
                  : F extends readonly unknown[]
                    ? never
                    : F extends object
                      ? [Exclude<keyof F, MetaSpecKey>] extends [never]
                        ? MetaSpecValue<F>
                        : ShapeValue<F>
                      : never;

/** The value a meta-spec describes: its `options` union, else its `fields`, `items` or `type`, else `string`. */
type MetaSpecValue<M> = M extends { readonly options: readonly (infer Literal)[] }
  ? Literal
  : M extends { readonly fields: infer Shape }
    ? ShapeValue<Shape>
    : M extends { readonly items: infer Item }
      ? FieldValue<Item>[]
      : M extends { readonly type: infer Type }
        ? FieldValue<Type>
        : string;

/** The object a `{ fieldName: field }` shape describes. */
export type ShapeValue<S> = { -readonly [K in keyof S]: FieldValue<S[K]> };

/**
 * The fields a schema option's payload yields: a shape → its {@link ShapeValue}, `jsonSchema(...)` →
 * `Record<string, unknown>`, a Standard Schema → its declared output type when it has one.
 */
export type Payload<S> = S extends JsonSchemaField
  ? Record<string, unknown>
  : S extends { readonly "~standard": infer Standard }
    ? StandardOutput<Standard>
    : ShapeValue<S>;

// A schema without `types` infers `never` for them, which would match any pattern; that case is caught first.
type StandardOutput<Standard> = Standard extends { readonly types?: infer Types }
  ? [NonNullable<Types>] extends [never]
    ? Record<string, unknown>
    : NonNullable<Types> extends { readonly output: infer Output }
      ? Output
      : Record<string, unknown>
  : Record<string, unknown>;
