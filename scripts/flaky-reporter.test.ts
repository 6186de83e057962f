import { describe, expect, it } from 'vitest';
import { failureLine } from './lib/flaky-reporter.mjs';

describe('the flaky reporter names what failed', () => {
  it("takes a test's first line", () => {
    expect(
      failureLine({ message: 'expected 1 to be 2 // Object.is equality\n\n- Expected\n+ Received' }),
    ).toBe('expected 1 to be 2 // Object.is equality');
  });

  it("skips the coloured 'Click to debug' link Storybook puts before a story's error", () => {
    // The message Storybook's test runner gave for a story whose play function failed (Vitest 4.1,
    // Storybook 10.6): a blank line, the link in blue, a blank line, then the error.
    const message =
      '\n\u001b[34mClick to debug the error directly in Storybook: http://localhost:6006/?path=/story/x--y\u001b[39m\n\nUnable to find role="dialog"';
    expect(failureLine({ message })).toBe('Unable to find role="dialog"');
  });

  it('says nothing when there is no message', () => {
    expect(failureLine(undefined)).toBeUndefined();
    expect(failureLine({ message: '\n\n' })).toBeUndefined();
  });

  it('keeps a long line to 300 characters', () => {
    expect(failureLine({ message: 'x'.repeat(1000) })).toHaveLength(300);
  });

  it("adds a fast-check property's counterexample and the error it got", () => {
    // fast-check 4's message for a failed `fc.assert`; the assertion's error is its `cause`.
    const message =
      'Property failed after 1 tests\n{ seed: -450322149, path: "0:0:0", endOnFailure: true }\nCounterexample: [{"page":"-1"}]\nShrunk 2 time(s)\n\nHint: Enable verbose mode';
    const cause = {
      message:
        'cursos.list?page=-1 {"message":"Erro interno"}: expected 500 to be less than 500\n\n- Expected',
    };
    expect(failureLine({ message, cause })).toBe(
      'Property failed after 1 tests Counterexample: [{"page":"-1"}] Got: cursos.list?page=-1 {"message":"Erro interno"}: expected 500 to be less than 500',
    );
  });
});
