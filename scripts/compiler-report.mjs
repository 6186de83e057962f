// Which components and hooks the React Compiler leaves as they are, and why: file:line and the
// rule, so a hot path can be made compliant (a keystroke in a skipped form re-renders all of it).
// Skips in a function marked `'use no memo'` (with its reason beside it) are listed apart.
//
//   node scripts/compiler-report.mjs [dir-or-file …]   (default: the app's and the kit's src)
// Exits 1 when a skip is not opted out; `compiler-report.test.ts` runs it in `pnpm test`.
import path from 'node:path';
import { compilerFindings } from './lib/compiler-findings.mjs';

const roots = process.argv.slice(2).map((p) => path.resolve(p));
const findings = compilerFindings(roots.length > 0 ? roots : undefined);
const unexpected = findings.filter((f) => !f.optedOut);
for (const f of findings.filter((f) => f.optedOut))
  console.log(`opted out  ${f.file}:${f.line}  ${f.message}`);
for (const f of unexpected) console.log(`SKIPPED    ${f.file}:${f.line}  ${f.message}`);
console.log(
  `\n${unexpected.length} skip(s) to fix, ${findings.length - unexpected.length} opted out ('use no memo').`,
);
process.exitCode = unexpected.length > 0 ? 1 : 0;
