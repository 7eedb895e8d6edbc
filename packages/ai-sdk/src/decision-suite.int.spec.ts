import { decisionSuite } from "./__fixtures__/decision-suite";
import { loopbackBackend } from "./__fixtures__/loopback-backend";
import { handWrittenBackend, mockV3Backend } from "./__fixtures__/spec-backends";

// The same suite, unchanged, against the native OpenAI runtime and the adapter over three model shapes.
decisionSuite(loopbackBackend());
decisionSuite(mockV3Backend());
decisionSuite(handWrittenBackend("v2"));
decisionSuite(handWrittenBackend("v4"));
