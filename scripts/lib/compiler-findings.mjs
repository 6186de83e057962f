// What the React Compiler leaves unmemoised, file by file (see scripts/compiler-report.mjs).
//
// The app's build runs the compiler (oxc's port, through @vitejs/plugin-react). A component or
// hook it cannot prove safe (a ref read in render, a prop mutated, a `finally`) is skipped without
// a word: it re-renders whole, with everything below it, on every change above it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// oxc-transform-react is a dependency of @vitejs/plugin-react, not of the workspace root.
const fromPlugin = createRequire(
  createRequire(path.join(root, 'apps/backoffice/package.json')).resolve('@vitejs/plugin-react'),
);
const { transformSync } = fromPlugin('oxc-transform-react');

/** The sources the app's build compiles. */
export const DEFAULT_ROOTS = ['apps/backoffice/src', 'packages/ui/src'].map((d) => path.join(root, d));

/** Source files the build compiles: no tests, no stories, no declarations. */
function* sources(entry) {
  if (statSync(entry).isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry)) {
    const full = path.join(entry, name);
    if (statSync(full).isDirectory()) yield* sources(full);
    else if (/\.tsx?$/.test(name) && !/\.(test|stories|d)\.tsx?$/.test(name)) yield full;
  }
}

/**
 * Whether the function around `line` (1-based) opts out with `'use no memo'`: a skip someone
 * decided on and explained, not one that slipped in.
 */
function optedOut(lines, line) {
  for (let i = line - 1; i >= 0; i--) {
    if (/'use no memo'/.test(lines[i])) return true;
    if (/^(export )?(default )?(async )?(function|const) /.test(lines[i])) return false;
  }
  return false;
}

/**
 * Every place the compiler skips, as `{ file, line, message, optedOut }`, one per place and rule
 * (a skipped function may report the same rule several times).
 * @param {string[]} [roots] directories or files; the app's and the kit's sources by default
 */
export function compilerFindings(roots = DEFAULT_ROOTS) {
  const found = [];
  for (const entry of roots) {
    for (const file of sources(entry)) {
      const text = readFileSync(file, 'utf8');
      const { errors } = transformSync(file, text, {
        jsx: { runtime: 'automatic' },
        typescript: {},
        reactCompiler: { reportDiagnostics: true },
      });
      const lines = text.split('\n');
      const seen = new Set();
      for (const e of errors) {
        if (!e.codeframe?.includes('skipped optimizing')) continue;
        const line = Number(e.codeframe.match(/\[[^\]]*?:(\d+):\d+\]/)?.[1] ?? 0);
        if (seen.has(`${line} ${e.message}`)) continue;
        seen.add(`${line} ${e.message}`);
        found.push({
          file: path.relative(root, file),
          line,
          message: e.message,
          optedOut: optedOut(lines, line),
        });
      }
    }
  }
  return found.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
