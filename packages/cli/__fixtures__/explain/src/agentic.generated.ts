// Placeholder so the fixture compiles before the tests generate the real module into a copy.
export {};
