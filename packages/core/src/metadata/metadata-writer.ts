import { FUNCTION_METADATA, PARAMS_METADATA } from "./metadata-keys";
import type { FunctionRecord, ParamRecord } from "./metadata-records";
import { reflectApi } from "./reflect-api";

/** Appends a parameter record to a method's metadata (later records for the same index replace earlier ones). */
export function writeParamRecord(target: object, property: string | symbol, record: ParamRecord): void {
  const api = reflectApi();
  const existing = (api.getOwnMetadata(PARAMS_METADATA, target, property) as ParamRecord[] | undefined) ?? [];
  const next = existing.filter((r) => r.index !== record.index).concat(record);
  api.defineMetadata(PARAMS_METADATA, next, target, property);
}

/** Stores the `@AgenticFunction` record of a method. */
export function writeFunctionRecord(target: object, property: string | symbol, record: FunctionRecord): void {
  reflectApi().defineMetadata(FUNCTION_METADATA, record, target, property);
}

