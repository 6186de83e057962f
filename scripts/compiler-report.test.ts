/**
 * The React Compiler compiles every component and hook of the app and the kit, or the function
 * says why not (`'use no memo'`): a skipped form re-renders whole on every keystroke (issue 15).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it, onTestFinished } from 'vitest';
import { compilerFindings } from './lib/compiler-findings.mjs';

it('leaves no component or hook of the app and the kit unmemoised without a reason', () => {
  const skipped = compilerFindings().filter((f) => !f.optedOut);
  // `node scripts/compiler-report.mjs` prints the same list.
  expect(skipped.map((f) => `${f.file}:${f.line} ${f.message}`)).toEqual([]);
}, 30_000);

it('finds a ref read during render, and honours an explained opt-out', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'compiler-findings-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const body = `const seen = useRef(0);\n  seen.current += 1;\n  return <p>{label} {seen.current}</p>;`;
  writeFileSync(
    path.join(dir, 'counted.tsx'),
    `import { useRef } from 'react';\nexport function Counted({ label }: { label: string }) {\n  ${body}\n}\n`,
  );
  writeFileSync(
    path.join(dir, 'opted.tsx'),
    `import { useRef } from 'react';\nexport function Opted({ label }: { label: string }) {\n  // counted on purpose\n  'use no memo';\n  ${body}\n}\n`,
  );
  const found = compilerFindings([dir]);
  expect(found.filter((f) => f.file.endsWith('counted.tsx') && !f.optedOut).length).toBeGreaterThan(0);
  expect(found.filter((f) => f.file.endsWith('opted.tsx')).every((f) => f.optedOut)).toBe(true);
});
