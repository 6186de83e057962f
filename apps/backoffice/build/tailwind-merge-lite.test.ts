import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { liteConfig, type MergeConfig, scanClassNames } from './tailwind-merge-lite';

// The kit's own tailwind-merge (the version the app's build wraps).
const require = createRequire(new URL('../../../packages/ui/src/utils/cn.ts', import.meta.url));
type Merge = (classes: string) => string;
let full: Merge;
let lite: Merge;
let config: MergeConfig;
/** The scanned names the full merge treats as Tailwind classes (a class twice becomes once). */
let known: string[];

beforeAll(async () => {
  const tailwindMerge = (await import(require.resolve('tailwind-merge'))) as {
    twMerge: Merge;
    createTailwindMerge(config: () => MergeConfig): Merge;
  };
  const classNames = scanClassNames();
  config = await liteConfig(classNames);
  full = tailwindMerge.twMerge;
  lite = tailwindMerge.createTailwindMerge(() => config);
  known = classNames.filter((name) => full(`${name} ${name}`) === name);
});

describe('the lite tailwind-merge of the app’s build', () => {
  it('knows the kit’s and the app’s classes, and only a few groups', () => {
    // cn.test.ts's own example, and classes the kit's components use.
    expect(lite('px-2 text-sm px-4')).toBe('text-sm px-4');
    expect(known).toEqual(expect.arrayContaining(['outline-2', 'outline-0', 'px-4', 'text-sm']));
    expect(known.length).toBeGreaterThan(300);
    const groups = Object.keys(config.classGroups).length;
    expect(groups).toBeGreaterThan(50);
    expect(groups).toBeLessThan(200);
  });

  it('merges every pair of the sources’ classes as the full tailwind-merge does', () => {
    for (const a of known) {
      for (const b of known) {
        const pair = `${a} ${b}`;
        if (lite(pair) !== full(pair)) expect(lite(pair), pair).toBe(full(pair));
      }
    }
  });

  it('merges longer lists, with the sources’ other words among them, as the full one does', () => {
    const words = scanClassNames();
    let seed = 15;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < 20_000; i++) {
      const list = Array.from({ length: 3 + next(5) }, () =>
        next(4) === 0 ? words[next(words.length)] : known[next(known.length)],
      ).join(' ');
      if (lite(list) !== full(list)) expect(lite(list), list).toBe(full(list));
    }
  });

  it('keeps a class that is in no source as it is (it would have no CSS)', () => {
    // Put together here, so that no source holds it.
    const [a, b] = ['13', '14'].map((n) => ['p-[', n, 'px]'].join(''));
    expect(full(`${a} ${b}`)).toBe(b);
    expect(lite(`${a} ${b}`)).toBe(`${a} ${b}`);
  });
});
