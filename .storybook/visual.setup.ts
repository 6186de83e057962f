/**
 * Visual regression without a cloud: after the story test of a key story (below) has rendered it
 * and run its play function, the page is compared with the committed baseline in
 * `visual-baselines/` (Vitest's `toMatchScreenshot`, pixelmatch). A real change fails the story's
 * test; accept intended ones with `pnpm test:visual -u` and commit the new PNGs.
 *
 * Key stories: every kit component's Default and the UI/Overview, and each screen's filled, empty,
 * load-error and new states at 1280 × 800 plus its phone story at 390 × 844. The class screens are
 * left out: their demo data moves with today's date (states, progress), so their pixels change
 * every day by design; so is the spinner, which never holds still.
 */
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

const SCREEN_STATES = /--(filled|empty|load-error|new|idle|default|admin|celular)$/;
// Story ids drop accented letters ('Formulário' → 'formulrio').
const DATED = /^telas-turmas-/;
/** Always moving, never the same pixels twice. */
const ANIMATED = new Set(['ui-spinner--default']);

/** Whether the story `id` is one of the key stories above. */
export function isVisualStory(id: string): boolean {
  if (ANIMATED.has(id)) return false;
  if (id.startsWith('ui-')) return id.endsWith('--default') || id.startsWith('ui-overview--');
  if (!id.startsWith('telas-') || id.includes('-partes-') || DATED.test(id)) return false;
  return SCREEN_STATES.test(id);
}

afterEach(async (context) => {
  const story = (context as { story?: { id: string } }).story;
  if (!story || !isVisualStory(story.id) || context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(story.id);
});
