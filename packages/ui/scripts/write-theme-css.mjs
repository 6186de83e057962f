#!/usr/bin/env node
// Writes dist/theme.css (`@hangar/ui/theme.css`, for apps that run Tailwind v4 themselves) from
// src/styles/theme.css, the one copy of the kit's theme that src/styles/index.css (dist/styles.css)
// also compiles. Two things change on the way, and the build fails if either is not found:
//   - each `@source` is rebased from the sources to the shipped modules (`../components` →
//     `./components/**/*.js`), so the app's Tailwind generates the kit's classes from dist/;
//   - the font's URL (a package path Vite resolves at the kit's build) becomes the file the Vite
//     build emitted beside the stylesheets (`./inter-latin-wght-normal.woff2`), so the app needs
//     nothing but the kit installed.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const pkgDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = path.join(pkgDir, 'src');
const dist = path.join(pkgDir, 'dist');
const from = path.join(srcDir, 'styles/theme.css');
let css = readFileSync(from, 'utf8');

let sources = 0;
css = css.replace(/^@source "([^"]+)";$/gm, (_m, p) => {
  const target = path.relative(srcDir, path.resolve(path.dirname(from), p));
  if (target.startsWith('..') || !existsSync(path.join(dist, target)))
    throw new Error(`theme.css: @source "${p}" has no shipped counterpart in dist/${target}`);
  sources++;
  return `@source "./${target.split(path.sep).join('/')}/**/*.js";`;
});
if (sources === 0) throw new Error('theme.css: no @source to rebase');

let fonts = 0;
css = css.replace(/url\("@fontsource-variable\/inter\/files\/([\w.-]+\.woff2)\?no-inline"\)/g, (_m, file) => {
  if (!existsSync(path.join(dist, file))) throw new Error(`theme.css: dist/${file} was not emitted`);
  fonts++;
  return `url("./${file}")`;
});
if (fonts === 0 || /@fontsource/.test(css.replace(/\/\*[\s\S]*?\*\//g, '')))
  throw new Error('theme.css: the font URL was not rewritten to the shipped file');

writeFileSync(path.join(dist, 'theme.css'), css);
console.log(`theme.css: ${sources} @source rebased to dist/, ${fonts} font URL to the shipped file`);
