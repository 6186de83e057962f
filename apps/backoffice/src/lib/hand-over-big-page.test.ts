import { WINDOWED_ROWS_FROM } from '@hangar/ui';
import { describe, expect, it } from 'vitest';
import type { AnswerOf } from './endpoints';
import { handOverBigPage } from './hand-over-big-page';

/** A list answer (the contract's envelope) of `rows` courses. */
const answerOf = (rows: number) =>
  ({
    data: { data: Array.from({ length: rows }, (_, id) => ({ id })), total: rows },
  }) as unknown as AnswerOf<'cursos.list'>;

/** Which comes first: the handed-over answer, or a task queued right after asking for it. */
async function firstOf(rows: number): Promise<'answer' | 'next task'> {
  const order: string[] = [];
  const handed = handOverBigPage(Promise.resolve(answerOf(rows))).then(() => order.push('answer'));
  const nextTask = new Promise((resolve) => setTimeout(resolve, 0)).then(() => order.push('next task'));
  await Promise.all([handed, nextTask]);
  return order[0] as 'answer' | 'next task';
}

describe('handOverBigPage', () => {
  it('hands a page the table draws whole (15, 100 rows) over in the task it came in', async () => {
    expect(WINDOWED_ROWS_FROM).toBe(100);
    expect(await firstOf(15)).toBe('answer');
    expect(await firstOf(WINDOWED_ROWS_FROM)).toBe('answer');
  });

  it('hands a windowed page (101, 1,000 rows) over in a later task, so checking and drawing it are two tasks', async () => {
    expect(await firstOf(WINDOWED_ROWS_FROM + 1)).toBe('next task');
    expect(await firstOf(1000)).toBe('next task');
  });

  it('hands the same answer over, and a failure as it came', async () => {
    const answer = answerOf(1000);
    expect(await handOverBigPage(Promise.resolve(answer))).toBe(answer);
    await expect(handOverBigPage(Promise.reject(new Error('rede')))).rejects.toThrow('rede');
  });
});
