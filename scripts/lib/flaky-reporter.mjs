// A Vitest reporter beside the default one: names every test that passed only on a retry
// (CI retries browser, API and e2e tests once; see vitest.config.ts), so a flake is seen and
// fixed instead of hidden, with the error of the attempt that failed (a passed result keeps it),
// so a flake that does not come back on a developer's machine can still be read from CI's log.
// `scripts/test.mjs` repeats these lines after its summary.
import { stripVTControlCharacters } from 'node:util';

/**
 * The line that says what failed. Storybook's test runner puts a "Click to debug the error
 * directly in Storybook" link (coloured, after a blank line) before a story's error, so the
 * message's first line alone said nothing for a story. (Its mapped stack is not named: for a
 * story it pointed at the wrong line.) A fast-check property's message starts 'Property failed
 * after N tests' and names neither the value nor the error (its `cause`): those are added, or a
 * fuzz test's flake in CI could not be read (a 500 on the course list, 28 November).
 * @param {{ message?: string, cause?: unknown } | undefined} error
 */
export function failureLine(error) {
  const lines = stripVTControlCharacters(error?.message ?? '')
    .split('\n')
    .map((text) => text.trim());
  const first = lines.find((text) => text && !text.startsWith('Click to debug the error'));
  if (first?.startsWith('Property failed')) {
    const counterexample = lines.find((text) => text.startsWith('Counterexample:'));
    const cause = /** @type {{ message?: unknown } | undefined} */ (error?.cause);
    const got = typeof cause?.message === 'string' ? failureLine({ message: cause.message }) : undefined;
    return [first, counterexample, got && `Got: ${got}`].filter(Boolean).join(' ').slice(0, 600);
  }
  return first?.slice(0, 300);
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
