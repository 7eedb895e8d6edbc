// journal/ (layer 3): the step-journal port: the ambient journal and step id, step outcomes and records, journaled dispatch and model-call steps.
// May import: layers 0-2. The layer table and the rule: ../README.md.
export {};
