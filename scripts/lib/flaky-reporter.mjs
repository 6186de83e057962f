// A Vitest reporter beside the default one: names every test that passed only on a retry
// (CI retries browser, API and e2e tests once; see vitest.config.ts), so a flake is seen and
// fixed instead of hidden, with the error of the attempt that failed (a passed result keeps it),
// so a flake that does not come back on a developer's machine can still be read from CI's log.
// `scripts/test.mjs` repeats these lines after its summary.
import { stripVTControlCharacters } from 'node:util';

/**
 * The line that says what failed. Storybook's test runner puts a "Click to debug the error
 * directly in Storybook" link (coloured, after a blank line) before a story's error, so the
 * message's first line alone said nothing for a story.
 * message's first line alone said nothing for a story. (Its mapped stack is not named: for a
 * story it pointed at the wrong line.)
 * @param {{ message?: string } | undefined} error
 */
export function failureLine(error) {
  return stripVTControlCharacters(error?.message ?? '')
    .split('\n')
    .map((text) => text.trim())
    .find((text) => text && !text.startsWith('Click to debug the error'))
    ?.slice(0, 300);
}

/** @type {import('vitest/node').Reporter} */
export default class FlakyReporter {
  onTestCaseResult(testCase) {
    const { flaky, retryCount } = testCase.diagnostic() ?? {};
    if (!flaky) return;
    const failed = failureLine(testCase.result().errors?.[0]);
    console.log(
      `FLAKY ${testCase.module.moduleId.replace(`${process.cwd()}/`, '')} > ${testCase.fullName} (passed on retry ${retryCount})` +
        (failed ? `; the failed attempt: ${failed}` : ''),
    );
  }
}
