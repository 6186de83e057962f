import { Fragment, type ReactNode } from 'react';

/** The longest run of characters without a space that is kept whole. */
export const LONGEST_WORD = 24;

/**
 * `text` with a line break opportunity (`<wbr>`) every `every` characters inside any run of more
 * than `every` characters without a space: a 2,000-character "word" (a pasted link, a key held
 * down) wraps in its table cell instead of widening the column, and the table, past the screen.
 * Words of ordinary length are left whole, so they never break mid-word (as `overflow-wrap:
 * anywhere` made them do on narrow screens). `<wbr>` adds nothing to copied text.
 * @example breakLongWords('Qual a função do altímetro?') // the same string
 */
export function breakLongWords(text: string, every = LONGEST_WORD): ReactNode {
  // Split on the long runs, kept: the odd parts are the runs, the even ones the text between.
  const parts = text.split(new RegExp(`(\\S{${every + 1},})`, 'u'));
  if (parts.length === 1) return text;
  return parts.map((part, i) => {
    if (i % 2 === 0) return part;
    const chars = Array.from(part);
    const chunks: string[] = [];
    for (let at = 0; at < chars.length; at += every) chunks.push(chars.slice(at, at + every).join(''));
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order, never reordered
      <Fragment key={i}>
        {chunks.map((chunk, j) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <Fragment key={j}>
            {j > 0 && <wbr />}
            {chunk}
          </Fragment>
        ))}
      </Fragment>
    );
  });
}
