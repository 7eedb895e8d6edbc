export { validateArgs } from "./validate-args";
export { compileValidator, VALIDATOR_CACHE_LIMIT } from "./validator-cache";
