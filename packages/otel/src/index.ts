/** @packageDocumentation Work in progress. */
export {};
