import { WINDOWED_ROWS_FROM } from '@hangar/ui';
import { type AnswerOf, type ListEndpointName, pageOf } from './endpoints';

/** Whether a list's answer is a page the kit's table draws windowed (over `WINDOWED_ROWS_FROM` rows). */
export const isBigPage = <N extends ListEndpointName>(page: AnswerOf<N>) =>
  pageOf<N>(page).rows.length > WINDOWED_ROWS_FROM;

/**
 * Hands a list's answer to the screen in a task of its own when the page is big (one the kit's
 * table draws windowed, `WINDOWED_ROWS_FROM`). The client
 * checks an answer against the contract as it arrives, and SWR renders what it is handed at once
 * (in the same task): for a page of 1,000 rows the check (~15–25 ms here) and the first render
 * (~40 ms) made one task of 60–120 ms, over the 50 ms a page may hold the main thread (issue 15).
 * Between them the browser may paint and answer input. Small pages are handed over as they come.
 * The render itself is then sliced too (`useListController` defers a big page).
 */
export async function handOverBigPage<N extends ListEndpointName>(
  answer: Promise<AnswerOf<N>>,
): Promise<AnswerOf<N>> {
  const page = await answer;
  if (isBigPage(page)) await new Promise((resolve) => setTimeout(resolve, 0));
  return page;
}
