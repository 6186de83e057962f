import { describe, expect, it } from 'vitest';
import { focusRing } from './focus-ring';
import { recipe } from './recipe';

const box = recipe({
  extend: focusRing,
  base: 'border px-2 text-sm',
  variants: {
    size: { md: 'h-9', lg: 'h-11 px-6 text-lg' },
    isInvalid: { true: 'border-error', false: 'border-border' },
    isDisabled: { true: 'opacity-50' },
  },
  defaultVariants: { size: 'md' },
});

const classes = (s: string) => s.split(' ');

describe('recipe', () => {
  it('puts the bases first (the parent’s before its own), then each variant’s classes (the parent’s first), a later class winning a conflict', () => {
    expect(box({ size: 'lg' })).toBe(
      'outline-focus outline-offset-2 forced-colors:outline-[Highlight] border outline-0 h-11 px-6 text-lg border-border',
    );
  });

  it('takes the default of a variant not given', () => {
    expect(classes(box())).toContain('h-9');
    expect(classes(box({ size: null }))).not.toContain('h-9');
  });

  it('reads a boolean variant not given as false, and leaves out one with no false classes', () => {
    expect(classes(box())).toContain('border-border');
    expect(classes(box({ isInvalid: true }))).toContain('border-error');
    expect(classes(box({ isInvalid: true }))).not.toContain('border-border');
    expect(box({ isDisabled: false })).toBe(box());
    expect(classes(box({ isDisabled: true }))).toContain('opacity-50');
  });

  it('takes the parent’s base and variants with extend', () => {
    expect(classes(box())).toContain('outline-offset-2');
    expect(classes(box({ isFocusVisible: true }))).toEqual(
      expect.arrayContaining(['outline-2', 'outline-solid']),
    );
    expect(classes(box({ isFocusVisible: true }))).not.toContain('outline-0');
  });

  it('lets a caller’s className win over the recipe’s classes', () => {
    const out = classes(box({ size: 'lg', className: 'px-4 text-xs' }));
    expect(out).toEqual(expect.arrayContaining(['px-4', 'text-xs']));
    expect(out).not.toContain('px-6');
    expect(out).not.toContain('text-lg');
  });

  it('ignores props that are not its variants (React Aria’s render props spread in)', () => {
    expect(box({ isHovered: true, isPressed: false } as never)).toBe(box());
  });
});
