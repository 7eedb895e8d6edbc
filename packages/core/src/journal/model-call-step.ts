import type { ModelRequest, ModelResponse } from "../contracts/model-request";
import { currentJournal } from "./journal-scope";

/** The journaled form of a model request: what is sent, without the signal and callbacks. */
export function modelStepRequest(request: ModelRequest): unknown {
  const out: Record<string, unknown> = { messages: request.messages, tools: request.tools };
  if (request.model !== undefined) out.model = request.model;
  if (request.system !== undefined) out.system = request.system;
  if (request.responseFormat !== undefined) out.responseFormat = request.responseFormat;
  return out;
}

// A response is plain data; the round trip makes the first execution see exactly what a replay will.
function plainResponse(response: ModelResponse): ModelResponse {
  return JSON.parse(JSON.stringify(response)) as ModelResponse;
}

/**
 * Sends a model call. Outside a durable run it simply calls `send`; inside one the call is a journaled
 * step, so a replay answers it from the journal and the model is not asked again (`replayed` hears the
 * recorded response, so the trace can still show the call). A failed call is not recorded (it is sent
 * again when the run resumes).
 */
export async function modelCallStep(
  name: string,
  request: ModelRequest,
  send: () => Promise<ModelResponse>,
  replayed?: (response: ModelResponse) => void,
): Promise<ModelResponse> {
  const journal = currentJournal();
  if (!journal) return send();
  let sent = false;
  const response = await journal.step({ kind: "model_call", name, request: modelStepRequest(request) }, async () => {
    sent = true;
    return plainResponse(await send());
  });
  if (!sent) replayed?.(response);
  return response;
}
