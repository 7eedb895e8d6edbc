import { describeRuntimePool } from "../../transport/src/__fixtures__/runtime-pool-suite";
import { useLoopback } from "./__fixtures__/loopback-setup";

const loop = useLoopback();

describeRuntimePool({
  name: "AnthropicRuntime",
  loop,
  spyOnCreate: (runtime) => jest.spyOn(runtime.client.messages, "create"),
  baseURL: () => loop.server.anthropicBaseURL,
  requestPath: "/v1/messages",
  idleChildScript: require.resolve("./__fixtures__/idle-pool-child.ts"),
});
