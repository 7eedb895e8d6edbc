// The Jest settings that let tests load NestJS 12's ES modules: each .js file of an @nestjs package goes
// through the ESM-to-CommonJS transformer, every other node_modules file stays untransformed. Spread
// them into a config that already has a preset (ts-jest's, say); jest-preset.js is the same as a preset.
const ESM_PACKAGES = ["@nestjs"];
const alternatives = ESM_PACKAGES.join("|");

module.exports = {
  transform: { [`/node_modules/(${alternatives})/.+\\.js$`]: require.resolve("./esm-to-cjs.js") },
  transformIgnorePatterns: [`/node_modules/(?!(${alternatives})/)`],
};
