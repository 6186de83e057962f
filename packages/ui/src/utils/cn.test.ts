import { describe, expect, it } from 'vitest';
import { cn } from './cn';
import { focusRing } from './focus-ring';

describe('cn', () => {
  it('joins truthy classes and drops falsy ones', () => {
    expect(cn('a', false, null, undefined, 'b')).toBe('a b');
  });
  it('lets the later Tailwind class win a conflict', () => {
    expect(cn('px-2 text-sm', 'px-4')).toBe('text-sm px-4');
  });
});

describe('focusRing', () => {
  it('shows the outline only for keyboard focus', () => {
    expect(focusRing({ isFocusVisible: true })).toContain('outline-2');
    expect(focusRing({ isFocusVisible: false })).toContain('outline-0');
    expect(focusRing({ isFocusVisible: false })).not.toContain('outline-2');
  });
});

describe('tv (lite, merged by the kit’s tailwind-merge)', () => {
  it('lets a caller’s className win over the recipe, and extends recipes', async () => {
    const { tv } = await import('./tv');
    const box = tv({
      extend: focusRing,
      base: 'px-2 text-sm',
      variants: { size: { lg: 'px-6 text-lg' } },
      defaultVariants: { size: undefined },
    });
    expect(box({ className: 'px-4' })).toContain('px-4');
    expect(box({ className: 'px-4' })).not.toMatch(/\bpx-2\b/);
    expect(box({ size: 'lg' })).toContain('text-lg');
    expect(box({ size: 'lg' })).not.toMatch(/\btext-sm\b/);
    expect(box({ isFocusVisible: true })).toContain('outline-2');
    expect(box.base).toBeDefined();
  });
});
