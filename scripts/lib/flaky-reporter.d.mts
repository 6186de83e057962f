import type { Reporter } from 'vitest/node';

/** What failed, in one line (at most 300 characters), or undefined when the error says nothing. */
export function failureLine(error: { message?: string } | undefined): string | undefined;

declare const FlakyReporter: new () => Reporter;
export default FlakyReporter;
