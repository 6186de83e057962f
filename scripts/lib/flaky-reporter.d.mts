import type { Reporter } from 'vitest/node';

/**
 * What failed, in one line (at most 300 characters; 600 for a fast-check property, with its
 * counterexample and the error it got), or undefined when the error says nothing.
 */
export function failureLine(error: { message?: string; cause?: unknown } | undefined): string | undefined;

declare const FlakyReporter: new () => Reporter;
export default FlakyReporter;
