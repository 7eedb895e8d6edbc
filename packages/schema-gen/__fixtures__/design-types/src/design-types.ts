import { AgenticFunction, ContextParam, Int } from "@agentic-ts/core";
import type { Runtime } from "@agentic-ts/core";
import { Parcel } from "./parcel";
import * as parcels from "./parcel";

export type Mode = "fast" | "slow";
export type Count = number;
export type Pair = [string, number];
export type Callback = (x: string) => void;
export type Nothing = void;
export type Maybe = string | undefined;
export interface Shape {
  kind: string;
}
export enum Level {
  Low,
  High,
}
export const enum Flag {
  A = "a",
  B = "b",
}

/** Every parameter is hidden from the model: this fixture only exercises `design:paramtypes`. */
export class DesignTypes {
  @AgenticFunction()
  everything(
    @ContextParam() a: string | undefined,
    @ContextParam() b: string | null,
    @ContextParam() c: Mode,
    @ContextParam() d: Count,
    @ContextParam() e: Pair,
    @ContextParam() f: Callback,
    @ContextParam() g: Shape,
    @ContextParam() h: Level,
    @ContextParam() i: Flag,
    @ContextParam() j: Runtime,
    @ContextParam() k: Parcel,
    @ContextParam() l: Parcel | undefined,
    @ContextParam() m: Promise<string>,
    @ContextParam() n: bigint,
    @ContextParam() o: symbol,
    @ContextParam() p: `id-${string}`,
    @ContextParam() q: string & { brand: true },
    @ContextParam() r: readonly string[],
    @ContextParam() s: Array<number>,
    @ContextParam() t: Int,
    @ContextParam() u: void,
    @ContextParam() v: never,
    @ContextParam() w: undefined,
    @ContextParam() x: null,
    @ContextParam() y: Nothing,
    @ContextParam() z: any,
    @ContextParam() aa: object,
    @ContextParam() ab: Map<string, number>,
    @ContextParam() ac: -1 | 2,
    @ContextParam() ad: (string),
    @ContextParam() ae: true | false,
    @ContextParam() af: string | number,
    @ContextParam() ag: Date | null,
    @ContextParam() ah: new () => object,
    @ContextParam() ai: keyof Shape,
    @ContextParam() aj: Shape["kind"],
    @ContextParam() ak: parcels.Parcel,
    @ContextParam() al: Maybe,
    @ContextParam() am: unknown,
    @ContextParam() an: string | never,
    @ContextParam() ao: [],
    @ContextParam() ap: 10n,
  ): void {}
}
