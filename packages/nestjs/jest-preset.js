// The Jest preset of @agentic-ts/nestjs (`preset: "@agentic-ts/nestjs"`): TypeScript through ts-jest, and
// NestJS 12's ES modules rewritten as CommonJS so Jest can load them (see jest/esm-transform.js).
const esm = require("./jest/esm-transform.js");

module.exports = {
  testEnvironment: "node",
  transform: { "^.+\\.tsx?$": "ts-jest", ...esm.transform },
  transformIgnorePatterns: esm.transformIgnorePatterns,
};
