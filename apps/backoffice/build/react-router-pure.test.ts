import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { transformWith } from './plugin-test-support';
import { forTesting, reactRouterPure } from './react-router-pure';

const { CHUNK, DISPLAY_NAME } = forTesting;

/** The installed React Router's production chunk that makes its components, as the build resolves it. */
function componentsChunk(): string {
  const require = createRequire(import.meta.url);
  const entry = createRequire(require.resolve('react-router-dom')).resolve('react-router');
  // …/react-router/dist/development/index.js → …/dist/production/
  const dir = path.resolve(path.dirname(entry), '../production');
  const chunk = readdirSync(dir)
    .filter((file) => /^chunk-.*\.mjs$/.test(file))
    .map((file) => path.join(dir, file))
    .find((file) => readFileSync(file, 'utf8').includes('\nvar Link = '));
  if (!chunk) throw new Error(`no chunk of ${dir} makes React Router's Link`);
  return chunk;
}

describe('reactRouterPure', () => {
  const id = componentsChunk();
  const code = readFileSync(id, 'utf8');
  const transform = (source: string) => transformWith(reactRouterPure(), source, id);

  it('marks the components and contexts pure and drops their displayName, line for line', () => {
    expect(id).toMatch(CHUNK);
    const out = transform(code)().code;
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
    expect(out).not.toMatch(/^\w+\.displayName = /m);
    expect(out).toMatch(/^var NavLink = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(out).toMatch(/^var LocationContext = \/\* @__PURE__ \*\/ React\d*\.createContext\(/m);
    // Nothing else changed: removing what was added gives the module back.
    const restored = out.replaceAll('/* @__PURE__ */ React', 'React');
    const original = code.replace(DISPLAY_NAME, '').replaceAll('/* @__PURE__ */ React', 'React');
    expect(restored).toBe(original);
  });

  it('fails the build when the chunk no longer makes its components that way', () => {
    const changed = code.replace(/^(\w+)\.displayName = /gm, 'setName($1, ');
    expect(transform(changed)).toThrow(/no longer makes its components/);
  });
});
