import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { breakLongWords } from './break-long-words';

const html = (text: string, every?: number) => renderToStaticMarkup(breakLongWords(text, every));

describe('breakLongWords', () => {
  it('leaves words of ordinary length whole, as the same string', () => {
    expect(breakLongWords('Qual a função do altímetro?')).toBe('Qual a função do altímetro?');
    expect(breakLongWords('x'.repeat(24))).toBe('x'.repeat(24));
  });

  it('offers a break every so many characters inside a longer run, and nowhere else', () => {
    expect(html('ver https://exemplo.com/a/b e mais', 10)).toBe(
      'ver https://ex<wbr/>emplo.com/<wbr/>a/b e mais',
    );
    expect(html('x'.repeat(50))).toBe(`${'x'.repeat(24)}<wbr/>${'x'.repeat(24)}<wbr/>xx`);
  });

  it('counts characters, not UTF-16 units: an accent or an emoji is never cut in two', () => {
    expect(html('çãé🛩'.repeat(3), 5)).toBe('çãé🛩ç<wbr/>ãé🛩çã<wbr/>é🛩');
  });
});
