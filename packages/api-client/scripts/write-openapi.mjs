#!/usr/bin/env node
// Writes dist/openapi.json (the `@hangar/api-client/openapi.json` export) from the built
// generator, after `tsc`. Run by `build` (and so by `prepack`).
import { readFileSync, writeFileSync } from 'node:fs';
import { buildOpenApiDocument, countOperations } from '../dist/openapi/index.js';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const document = buildOpenApiDocument({ version: pkg.version });
writeFileSync(new URL('../dist/openapi.json', import.meta.url), `${JSON.stringify(document, null, 2)}\n`);
console.log(`dist/openapi.json: ${countOperations(document)} operations`);
