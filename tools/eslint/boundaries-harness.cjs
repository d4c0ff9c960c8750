/** Module boundaries for a test harness app (the demo server): it may use the testing libraries. */
const { moduleBoundariesRule } = require('./module-boundaries.cjs');

module.exports = {
  overrides: [{ files: ['src/**/*.ts'], rules: { '@nx/enforce-module-boundaries': moduleBoundariesRule({ appMayUseTesting: true }) } }],
};
