import type { LoggerService } from "@nestjs/common";

/** A Nest logger that prints nothing: failing boots are expected in these tests, their stack traces are noise. */
export const silentLogger: LoggerService = { log() {}, error() {}, warn() {}, debug() {}, verbose() {}, fatal() {} };
