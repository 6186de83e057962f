import { describe, expect, it } from 'vitest';
import { hasMoreValuesThan } from './body-values.js';

describe('hasMoreValuesThan', () => {
  it('counts every object, array and leaf once', () => {
    const body = { nome: 'A', modulos: [{ nome: 'M', assuntos: [] }, null] };
    // body, nome, modulos, the module, its nome, its assuntos, null
    expect(hasMoreValuesThan(body, 7)).toBe(false);
    expect(hasMoreValuesThan(body, 6)).toBe(true);
    expect(hasMoreValuesThan('texto', 1)).toBe(false);
    expect(hasMoreValuesThan('texto', 0)).toBe(true);
  });

  it('stops at the limit: a body of millions of values costs the limit, not the body', () => {
    let read = 0;
    const huge = new Proxy(new Array(2_400_000).fill(1), {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) read++;
        return Reflect.get(target, key, receiver);
      },
    });
    expect(hasMoreValuesThan({ username: huge }, 1_000)).toBe(true);
    expect(read).toBeLessThanOrEqual(1_000);
  });

  it('walks deep nesting without recursion', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(hasMoreValuesThan(deep, 200_000)).toBe(false);
    expect(hasMoreValuesThan(deep, 50_000)).toBe(true);
  });
});
