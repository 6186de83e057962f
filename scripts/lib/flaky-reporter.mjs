// A Vitest reporter beside the default one: names every test that passed only on a retry
// (CI retries browser, API and e2e tests once; see vitest.config.ts), so a flake is seen and
// fixed instead of hidden, with the error of the attempt that failed (a passed result keeps it),
// so a flake that does not come back on a developer's machine can still be read from CI's log.
// `scripts/test.mjs` repeats these lines after its summary.

/** @type {import('vitest/node').Reporter} */
export default class FlakyReporter {
  onTestCaseResult(testCase) {
    const { flaky, retryCount } = testCase.diagnostic() ?? {};
    if (!flaky) return;
    const failed = testCase.result().errors?.[0]?.message?.split('\n')[0].slice(0, 300);
    console.log(
      `FLAKY ${testCase.module.moduleId.replace(`${process.cwd()}/`, '')} > ${testCase.fullName} (passed on retry ${retryCount})` +
        (failed ? `; the failed attempt: ${failed}` : ''),
    );
  }
}
