import type { AddressInfo } from "node:net";
import type { RuntimeEnv } from "@agentic-ts/core";
import type { INestApplication, NestApplicationOptions } from "@nestjs/common";
import { NestFactory } from "@nestjs/core";
import { AppModule } from "./app.module";

/**
 * Creates the support app for `env`. A misconfiguration (a bad agent option, a `@ContextParam` token
 * nothing provides, no runtime) rejects here with a message naming the fix.
 */
export function createApp(env: RuntimeEnv, options: NestApplicationOptions = {}): Promise<INestApplication> {
  // abortOnError: false — report a failed start as an error instead of Nest exiting the process itself.
  return NestFactory.create(AppModule.forEnv(env), { abortOnError: false, ...options });
}

/** Starts listening on 127.0.0.1 (`port` 0 picks a free one) and returns the base URL. */
export async function listenLocally(app: INestApplication, port: number): Promise<string> {
  await app.listen(port, "127.0.0.1");
  const address = app.getHttpServer().address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}
