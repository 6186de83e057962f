import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_WORDS, searchWords } from './search-words.js';

describe('searchWords', () => {
  it('splits a term on whitespace and drops blank words', () => {
    expect(searchWords('altímetro QNE')).toEqual(['altímetro', 'QNE']);
    expect(searchWords('  altímetro \t\n QNE  ')).toEqual(['altímetro', 'QNE']);
    // Any whitespace JavaScript's trim() removes, the no-break space included.
    expect(searchWords('altímetro\u00a0QNE\u3000')).toEqual(['altímetro', 'QNE']);
  });

  it('keeps one word as the whole trimmed term, as searches read it before', () => {
    expect(searchWords(' Motor ')).toEqual(['Motor']);
    expect(searchWords('Avião')).toEqual(['Avião']);
  });

  it('leaves case, accents and wildcards to the search (it only splits)', () => {
    expect(searchWords('100% _x_ a\\b')).toEqual(['100%', '_x_', 'a\\b']);
  });

  it('has no words in a blank term: no search', () => {
    expect(searchWords('')).toEqual([]);
    expect(searchWords(' \t\n ')).toEqual([]);
  });

  it(`looks for at most ${SEARCH_MAX_WORDS} words, the rest joined into the last`, () => {
    expect(SEARCH_MAX_WORDS).toBe(8);
    const eight = 'a b c d e f g h';
    expect(searchWords(eight)).toEqual(eight.split(' '));
    expect(searchWords('a b c d e f g h  i   j')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h i j']);
    const hostile = Array.from({ length: 5000 }, (_, i) => `w${i}`).join(' ');
    const words = searchWords(hostile);
    expect(words).toHaveLength(SEARCH_MAX_WORDS);
    expect(words.join(' ')).toBe(hostile);
  });
});
