import { agenticFunction } from "@agentic-ts/core";

/** An inline arrow has no name at run time, so the generator asks for one. */
export const anonymous = agenticFunction((text: string) => text);
