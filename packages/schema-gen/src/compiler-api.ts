/**
 * The TypeScript compiler API the generator runs on (TypeScript 5.9): the very module typescript-json-schema
 * loads, so the programs gen builds are the ones it inspects, and so installing `@agentic-ts/cli` adds at
 * most one TypeScript copy — typescript-json-schema's — beside the project's own compiler (5.x, 6.x or
 * 7.x). Nothing in this package imports `typescript` by name: under a project with TypeScript 7 at the top
 * of node_modules, that name is the project's compiler, which has no JavaScript API.
 */
export { ts } from "typescript-json-schema";
