import { toHttpError, type HttpErrorBody, type HttpErrorResponse } from "@agentic-ts/core";

/**
 * The JSON body {@link AgenticExceptionFilter} answers with.
 * @deprecated Use `HttpErrorBody` from `@agentic-ts/core`, which this is.
 */
export type AgenticErrorBody = HttpErrorBody;

/**
 * An agentic-ts error as an HTTP response.
 * @deprecated Use `HttpErrorResponse` from `@agentic-ts/core`, which this is.
 */
export type AgenticHttpError = HttpErrorResponse;

/**
 * Maps an error to its HTTP response, `undefined` for errors that are not agentic-ts's.
 * @deprecated Use `toHttpError` from `@agentic-ts/core`, which this is (it works in any HTTP framework).
 */
export const agenticHttpError: (error: unknown) => HttpErrorResponse | undefined = toHttpError;
