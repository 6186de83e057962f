// A Vitest reporter beside the default one: names every test that passed only on a retry
// (CI retries browser, API and e2e tests once; see vitest.config.ts), so a flake is seen and
// fixed instead of hidden. `scripts/test.mjs` repeats these lines after its summary.

/** @type {import('vitest/node').Reporter} */
export default class FlakyReporter {
  onTestCaseResult(testCase) {
    const { flaky, retryCount } = testCase.diagnostic() ?? {};
    if (flaky)
      console.log(
        `FLAKY ${testCase.module.moduleId.replace(`${process.cwd()}/`, '')} > ${testCase.fullName} (passed on retry ${retryCount})`,
      );
  }
}
