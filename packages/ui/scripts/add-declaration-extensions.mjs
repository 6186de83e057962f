#!/usr/bin/env node
// The kit's sources import each other without extensions (Vite resolves them), so `tsc` emits
// declarations like `export * from './button/button'`, which TypeScript consumers on
// `moduleResolution: node16/nodenext` cannot resolve. This rewrites every relative specifier in
// dist/**/*.d.ts to the file it names: `./button/button.js`, or `./dir/index.js` for a folder.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const SPECIFIER = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;

function resolved(fromFile, specifier) {
  if (/\.(js|mjs|cjs|json|css)$/.test(specifier)) return specifier;
  const base = path.resolve(path.dirname(fromFile), specifier);
  if (existsSync(`${base}.d.ts`)) return `${specifier}.js`;
  if (existsSync(path.join(base, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  throw new Error(`${path.relative(dist, fromFile)}: cannot resolve '${specifier}'`);
}

let files = 0;
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (name.endsWith('.d.ts')) {
      const text = readFileSync(file, 'utf8');
      const out = text.replace(SPECIFIER, (_m, lead, q, spec) => `${lead}${q}${resolved(file, spec)}${q}`);
      if (out !== text) {
        writeFileSync(file, out);
        files++;
      }
    }
  }
};
walk(dist);
console.log(`declarations: relative imports given their extensions in ${files} files`);
