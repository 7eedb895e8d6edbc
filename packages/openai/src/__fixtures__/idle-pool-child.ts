import "reflect-metadata";
import { OpenAIRuntime } from "../openai-runtime";

// Run in a child process by the connection pool test: one call through the default pool, then nothing.
// No close(): the process must still end on its own, so an idle pooled connection must not hold it open.
const runtime = new OpenAIRuntime({ apiKey: "sk-child", baseURL: process.argv[2], model: "gpt-child" });
void runtime.exec("Hi.").then((text) => {
  process.stdout.write(`${JSON.stringify({ text, doneAt: Date.now() })}\n`);
});
