import { LIST_SPECS } from '@hangar/domain';
import { createRoot, type Root } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { createBlockingMemoryHistory } from './blocking-history';
import { useListState } from './use-list-state';

function Pager() {
  const { state, setPage } = useListState(LIST_SPECS.cursos);
  return (
    <>
      <p>Página {state.page}</p>
      <button type="button" onClick={() => setPage(state.page + 1)}>
        Próxima
      </button>
      <button type="button" onClick={() => setPage(3, undefined, { replace: true })}>
        Última
      </button>
    </>
  );
}

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
  document.body.replaceChildren();
});

/** The pager at `path` of the app's kind of history, in memory (the history is what is checked). */
async function listAt(path: string) {
  const history = createBlockingMemoryHistory(path);
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  root.render(
    <HistoryRouter history={history}>
      <Routes>
        <Route path="/cursos" element={<Pager />} />
      </Routes>
    </HistoryRouter>,
  );
  await expect.element(page.getByRole('button', { name: 'Próxima' })).toBeVisible();
  return history;
}

describe('useListState: how a page change is written in the history', () => {
  it('a page the user asks for is a new history entry', async () => {
    const history = await listAt('/cursos?search=IFR');
    await page.getByRole('button', { name: 'Próxima' }).click();
    await expect.poll(() => history.location.search).toBe('?page=2&search=IFR');
    expect(history.action).toBe('PUSH');
  });

  it('with `replace` the address is replaced, keeping the rest of it', async () => {
    const history = await listAt('/cursos?page=999&search=IFR');
    await page.getByRole('button', { name: 'Última' }).click();
    await expect.poll(() => history.location.search).toBe('?page=3&search=IFR');
    expect(history.action).toBe('REPLACE');
    await expect.element(page.getByText('Página 3')).toBeVisible();
  });

  it('an address whose page cannot be read is replaced by the one of what the list shows', async () => {
    const history = await listAt('/cursos?page=abc&per_page=-3&search=IFR');
    await expect.poll(() => history.location.search).toBe('?search=IFR');
    expect(history.action).toBe('REPLACE');
    await expect.element(page.getByText('Página 1')).toBeVisible();
  });
});
