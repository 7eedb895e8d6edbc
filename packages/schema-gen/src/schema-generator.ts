import { ts } from "./compiler-api";
import * as TJS from "typescript-json-schema";
import { applyIntPlacement, intPlacement, isIntAlias } from "./int-type";

/**
 * typescript-json-schema settings: self-contained schemas (no `$ref` to a shared table), `required` for
 * non-optional properties, no extra properties, private class members left out, no titles.
 */
export const TJS_SETTINGS: TJS.PartialArgs = {
  ref: false,
  aliasRef: false,
  topRef: false,
  titles: false,
  required: true,
  noExtraProps: true,
  strictNullChecks: true,
  excludePrivate: true,
  ignoreErrors: true,
};

type Definition = TJS.Definition;

/** A parameter type's schema, or why typescript-json-schema could not produce one. */
export type SchemaResult = { readonly ok: true; readonly schema: Definition } | { readonly ok: false; readonly reason: string };

// The generator's public API only describes named declarations (`getSchemaForSymbol("Name")`), while a
// parameter's type is usually anonymous (`string`, `"a" | "b"`, `{ x: Int }[]`). So we drive the method
// every public entry point is built on, with the checker's type and the annotation's symbol.
interface GeneratorInternals {
  getTypeDefinition(
    type: ts.Type,
    asRef?: boolean,
    unionModifier?: string,
    prop?: ts.Symbol,
    reffedType?: ts.Symbol,
    pairedSymbol?: ts.Symbol,
    forceNotRef?: boolean,
    ignoreUndefined?: boolean,
  ): Definition;
  resetSchemaSpecificProperties(includeAllOverrides?: boolean): void;
  getDefinitionForProperty(prop: ts.Symbol, node: ts.Node): Definition | null;
  getReferencedTypeSymbol(prop: ts.Symbol): ts.Symbol | undefined;
  getClassDefinition(clazzType: ts.Type, definition: Definition): Definition;
  readonly ReffedDefinitions: Record<string, Definition>;
}

/** Produces JSON Schemas for parameter and return types with one typescript-json-schema generator per program. */
export class SchemaGenerator {
  private readonly internals: GeneratorInternals;
  // While a result's schema is made, property initializers are not defaults (see resultSchemaFor).
  private describingResult = false;

  /** Builds the generator for `checker`'s program (cheap: no walk over every declaration). */
  constructor(private readonly checker: ts.TypeChecker) {
    // `buildGenerator` would also index every class/interface/alias of every file (lib files included)
    // for `getSchemaForSymbol`, which we never call; constructing directly skips that walk.
    const args: TJS.Args = { ...TJS.getDefaultArgs(), ...TJS_SETTINGS };
    const generator = new TJS.JsonSchemaGenerator([], {}, {}, {}, checker, args);
    const internals = generator as unknown as GeneratorInternals;
    const hooked = ["getTypeDefinition", "resetSchemaSpecificProperties", "getDefinitionForProperty", "getReferencedTypeSymbol", "getClassDefinition"] as const;
    if (hooked.some((method) => typeof internals[method] !== "function")) {
      throw new Error("@agentic-ts/schema-gen: this typescript-json-schema version is not supported (expected 0.68.x).");
    }
    this.internals = internals;
    this.hookIntProperties();
    this.hookAccessors();
  }

  /**
   * The schema of a parameter's type, or the reason there is none (a type typescript-json-schema cannot
   * describe, or a recursive type, which would need `$ref`s the runtime cannot follow).
   */
  schemaFor(type: ts.Type, annotation: ts.TypeNode | undefined): SchemaResult {
    const internals = this.internals;
    internals.resetSchemaSpecificProperties();
    let definition: Definition;
    try {
      definition = internals.getTypeDefinition(type, false, undefined, undefined, this.referencedSymbol(annotation));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { ok: false, reason: `typescript-json-schema cannot describe it: ${reason}` };
    }
    const recursive = Object.keys(internals.ReffedDefinitions);
    if (recursive.length > 0) {
      const names = recursive.sort().join(", ");
      return { ok: false, reason: `it is recursive (${names}), which needs \`$ref\`s; give the schema explicitly` };
    }
    applyIntPlacement(definition as Record<string, unknown>, intPlacement(annotation, this.checker));
    return { ok: true, schema: definition };
  }

  /**
   * Like {@link schemaFor}, for the type of a value a function returns: property initializers give no
   * `default` (in an inferred return type they are expressions of the function's body, which neither
   * belong in a schema nor should be logged as "unknown initializer").
   */
  resultSchemaFor(type: ts.Type, annotation: ts.TypeNode | undefined): SchemaResult {
    this.describingResult = true;
    try {
      return this.schemaFor(type, annotation);
    } finally {
      this.describingResult = false;
    }
  }

  // The symbol an annotation names, as typescript-json-schema computes it for properties: it reads the
  // comments (and @TJS- annotations) of the type alias the annotation refers to.
  private referencedSymbol(annotation: ts.TypeNode | undefined): ts.Symbol | undefined {
    if (!annotation || !ts.isTypeReferenceNode(annotation)) return undefined;
    const symbol = this.checker.getSymbolAtLocation(annotation.typeName);
    if (!symbol) return undefined;
    return symbol.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol;
  }

  // Properties typed `Int` (at any depth) reach the generator as plain `number`; after it describes a
  // property we look at the property's annotation and turn `number` into `integer` where `Int` was written.
  // The `Int` alias itself is never handed over as the referenced type: its doc comment would become
  // every such property's description.
  private hookIntProperties(): void {
    const internals = this.internals;
    const original = internals.getTypeDefinition.bind(internals);
    const checker = this.checker;
    internals.getTypeDefinition = (type, asRef, unionModifier, prop, reffedType, ...rest) => {
      const referenced = reffedType && isIntAlias(reffedType) ? undefined : reffedType;
      const definition = original(type, asRef, unionModifier, prop, referenced, ...rest);
      const declaration = prop?.declarations?.[0];
      if (declaration && hasTypeAnnotation(declaration)) {
        applyIntPlacement(definition as Record<string, unknown>, intPlacement(declaration.type, checker));
      }
      return definition;
    };
  }

  // Accessors are left out of every object schema (see isAccessor), so that model data never reaches a setter.
  private hookAccessors(): void {
    const internals = this.internals;
    const describe = internals.getDefinitionForProperty.bind(internals);
    internals.getDefinitionForProperty = (prop, node) => {
      if (isAccessor(prop)) return null;
      if (!this.describingResult || prop.flags & ts.SymbolFlags.Method) return describe(prop, node);
      // typescript-json-schema's own steps for a property, without the one that reads its initializer.
      const definition = internals.getTypeDefinition(this.checker.getTypeOfSymbolAtLocation(prop, node), undefined, undefined, prop, internals.getReferencedTypeSymbol(prop));
      return Object.prototype.hasOwnProperty.call(definition, "ignore") ? null : definition;
    };
    const describeClass = internals.getClassDefinition.bind(internals);
    const checker = this.checker;
    internals.getClassDefinition = (clazzType, definition) => {
      const out = describeClass(clazzType, definition);
      if (!Array.isArray(out.required)) return out;
      const accessors = new Set(checker.getPropertiesOfType(clazzType).filter(isAccessor).map((p) => p.getName()));
      const required = out.required.filter((name) => !accessors.has(name));
      if (required.length > 0) out.required = required;
      else delete out.required;
      return out;
    };
  }
}

// A getter or setter is behaviour, not data: were it a property of the schema, the model would be asked
// for a write-only setter's value, and class-transformer would hand model data to the setter. So
// accessors are neither described nor required; the closed schema then drops any value the model sends
// for them before a DTO is instantiated.
function isAccessor(prop: ts.Symbol): boolean {
  if (prop.flags & ts.SymbolFlags.Accessor) return true;
  // A mapped type (`Partial<Dto>`) turns an accessor into a plain property but keeps its declarations.
  return prop.declarations?.some((d) => ts.isGetAccessorDeclaration(d) || ts.isSetAccessorDeclaration(d)) ?? false;
}

function hasTypeAnnotation(node: ts.Declaration): node is ts.Declaration & { type: ts.TypeNode } {
  return (
    (ts.isPropertySignature(node) || ts.isPropertyDeclaration(node) || ts.isTypeAliasDeclaration(node) || ts.isParameter(node)) &&
    node.type !== undefined
  );
}
