// runtime/ (layer 8): the model-call substrate: `Runtime` (complete, callModel, retries, deadlines, settings, pick-mode checks), the exec engine hook.
// May import: layers 0-7. The layer table and the rule: ../README.md.
export {};
