import { expect, waitFor, within } from 'storybook/test';
import { clearDrafts } from './resource-stories';

/**
 * Story parameters shared by the app's stories.
 *
 * A Docs page renders all of a file's stories at once. Inline, they share one page and so one
 * MSW worker: the handlers the last story installed answer every story's requests, and the Lista
 * page's Filled preview showed the Load error state. In iframes each story is its own page with
 * its own handlers. So every story file that talks to the mocks renders its Docs previews in
 * iframes (`docs-isolation.test.ts` checks it).
 */
export function isolatedDocs(heightPx: number) {
  // For an iframe, `height` is its height (the Story doc block's parameter).
  return { docs: { story: { inline: false, height: `${heightPx}px` } } } as const;
}

/**
 * Screen stories (`AppStory`): the whole app, edge to edge, each Docs preview in its iframe, and
 * the Docs page described by what the screen is for a designer (not by the harness rendering it).
 */
export function screenParameters(description: string) {
  const { docs } = isolatedDocs(720);
  return { layout: 'fullscreen', docs: { ...docs, description: { component: description } } } as const;
}

/**
 * The screen on a phone (390 × 844): the story test opens it at that size, waits for its title
 * (its level-1 heading) and checks that nothing is wider than the screen (no sideways scrolling).
 * It opens with no form draft kept: the stories share one origin's localStorage, and a draft
 * another story left of a new record's form is offered above it (a phone story is a visual
 * baseline; CI once saw the new problem form's differ on a first attempt).
 */
export function phoneStory() {
  return {
    name: 'Celular (390 px)',
    globals: { viewport: { value: 'celular', isRotated: false } },
    beforeEach: clearDrafts,
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toBeVisible();
      const doc = canvasElement.ownerDocument.documentElement;
      await waitFor(() => expect(doc.clientWidth).toBe(390));
      await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    },
  };
}
