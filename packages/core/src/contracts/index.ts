// contracts/ (layer 0): the shared vocabulary: types and trivial pure helpers (JSON Schema, model request and settings, content parts, call context, the agent scope port, pick mode, approval policy and request, request hash, method args, diagnostics channel names).
// May import: nothing in core. The layer table and the rule: ../README.md.
export {};
