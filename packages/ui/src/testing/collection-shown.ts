import { expect, waitFor } from 'storybook/test';

/**
 * Waits until a React Aria collection (a grid, tree or tab list) shows its items. React Aria
 * builds a collection by rendering its children once more: under Vitest Storybook renders inside
 * `act`, which flushes that second render before the play starts, but the published (production)
 * Storybook renders without `act`, and a play that looked at once found the empty state.
 */
export async function collectionShown(collection: HTMLElement): Promise<HTMLElement> {
  await waitFor(() => expect(collection).not.toHaveAttribute('data-empty'));
  return collection;
}
