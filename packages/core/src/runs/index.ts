// runs/ (layer 13): `Runs`: durable runs, their journal, verdicts, stores (`MemoryStore`), context codecs.
// May import: layers 0-12. The layer table and the rule: ../README.md.
export {};
