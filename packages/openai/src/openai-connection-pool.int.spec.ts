import "reflect-metadata";
import { describeRuntimePool } from "../../transport/src/__fixtures__/runtime-pool-suite";
import { useLoopback } from "./__fixtures__/loopback-setup";

const loop = useLoopback();

describeRuntimePool({
  name: "OpenAIRuntime",
  loop,
  spyOnCreate: (runtime) => jest.spyOn(runtime.client.chat.completions, "create"),
  baseURL: () => loop.server.openaiBaseURL,
  requestPath: "/chat/completions",
  idleChildScript: require.resolve("./__fixtures__/idle-pool-child.ts"),
});
