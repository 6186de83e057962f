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
