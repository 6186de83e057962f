import { describe, expect, it } from 'vitest';
import { createBlockingMemoryHistory } from './blocking-history';

/** A memory history at /a, then /b and /c pushed, with what its listener saw. */
function historyAtC() {
  const history = createBlockingMemoryHistory('/a');
  const seen: string[] = [];
  history.listen(({ action, location }) => seen.push(`${action} ${location.pathname}`));
  history.push('/b');
  history.push('/c');
  return { history, seen };
}

const leavingC = ({ currentLocation }: { currentLocation: { pathname: string } }) =>
  currentLocation.pathname === '/c';

describe('createBlockingHistory', () => {
  it('passes navigations through while no blocker is set', () => {
    const { history, seen } = historyAtC();
    history.go(-1);
    history.replace('/d');
    expect(seen).toEqual(['PUSH /b', 'PUSH /c', 'POP /b', 'REPLACE /d']);
    expect(history.held()).toBeNull();
  });

  it('holds a push the blocker refuses until it is let go on', () => {
    const { history, seen } = historyAtC();
    history.block(leavingC);
    let changes = 0;
    history.subscribe(() => changes++);
    history.push('/d', { from: 'c' });
    expect(history.location.pathname).toBe('/c');
    expect(history.held()).not.toBeNull();
    history.held()?.proceed();
    expect(history.location.pathname).toBe('/d');
    expect(history.location.state).toEqual({ from: 'c' });
    expect(history.held()).toBeNull();
    expect(seen.at(-1)).toBe('PUSH /d');
    expect(changes).toBe(2);
  });

  it('drops a held replace on reset: nothing moves, nobody is told', () => {
    const { history, seen } = historyAtC();
    history.block(leavingC);
    history.replace('/d');
    history.held()?.reset();
    expect(history.held()).toBeNull();
    expect(history.location.pathname).toBe('/c');
    expect(seen).toEqual(['PUSH /b', 'PUSH /c']);
  });

  it('asks the blocker with the page shown and the one asked for', () => {
    const { history } = historyAtC();
    const asked: string[] = [];
    history.block(({ currentLocation, nextLocation }) => {
      asked.push(`${currentLocation.pathname} → ${nextLocation.pathname}${nextLocation.search}`);
      return false;
    });
    history.push('/c?page=2');
    history.push({ pathname: '/e', search: '?x=1' });
    expect(asked).toEqual(['/c → /c?page=2', '/c → /e?x=1']);
  });

  it('undoes a held Back at once, and goes back on proceed without asking again', () => {
    const { history, seen } = historyAtC();
    let asked = 0;
    history.block((args) => {
      asked++;
      return leavingC(args);
    });
    history.go(-2);
    expect(history.location.pathname).toBe('/c');
    expect(seen).toEqual(['PUSH /b', 'PUSH /c']);
    history.held()?.proceed();
    expect(history.location.pathname).toBe('/a');
    expect(seen.at(-1)).toBe('POP /a');
    expect(asked).toBe(1);
  });

  it('keeps the page on a held Back dropped by reset, and asks again next time', () => {
    const { history, seen } = historyAtC();
    history.block(leavingC);
    history.go(-1);
    history.held()?.reset();
    expect(history.location.pathname).toBe('/c');
    history.go(-1);
    expect(history.held()).not.toBeNull();
    expect(seen).toEqual(['PUSH /b', 'PUSH /c']);
  });

  it('drops the held navigation when its blocker is removed, and holds nothing after', () => {
    const { history } = historyAtC();
    const unblock = history.block(leavingC);
    history.push('/d');
    unblock();
    expect(history.held()).toBeNull();
    history.push('/d');
    expect(history.location.pathname).toBe('/d');
  });

  it('asks about a way out without going there: true when let through or left, false when the user stays', async () => {
    const { history, seen } = historyAtC();
    await expect(history.ask('/auth/login')).resolves.toBe(true);
    history.block(({ nextLocation }) => nextLocation.pathname === '/auth/login');
    const staying = history.ask('/auth/login');
    expect(history.held()).not.toBeNull();
    history.held()?.reset();
    await expect(staying).resolves.toBe(false);
    const leaving = history.ask('/auth/login');
    history.held()?.proceed();
    await expect(leaving).resolves.toBe(true);
    // Asking never moves the address.
    expect(history.location.pathname).toBe('/c');
    expect(seen).toEqual(['PUSH /b', 'PUSH /c']);
  });

  it('answers a question still open "stay" when its blocker goes (the form left the page)', async () => {
    const { history } = historyAtC();
    const remove = history.block(() => true);
    const asking = history.ask('/auth/login');
    remove();
    await expect(asking).resolves.toBe(false);
    expect(history.held()).toBeNull();
  });

  it('keeps a newer blocker when an older one is removed', () => {
    const { history } = historyAtC();
    const older = history.block(() => false);
    history.block(leavingC);
    older();
    history.push('/d');
    expect(history.location.pathname).toBe('/c');
  });
});

describe('createBlockingHistory with prepare (the next screen loading)', () => {
  /** A history whose pushes wait for a promise the test settles. */
  function preparing() {
    const waits: Array<() => void> = [];
    const history = createBlockingMemoryHistory('/a', {
      prepare: () => new Promise<void>((resolve) => waits.push(resolve)),
    });
    const seen: string[] = [];
    history.listen(({ action, location }) => seen.push(`${action} ${location.pathname}`));
    return { history, seen, waits };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('writes a push once prepared: the address changes with the screen', async () => {
    const { history, seen, waits } = preparing();
    history.push('/b');
    expect(history.location.pathname).toBe('/a');
    waits[0]?.();
    await settle();
    expect(history.location.pathname).toBe('/b');
    expect(seen).toEqual(['PUSH /b']);
  });

  it('of quick pushes writes only the last: no entries for screens never shown', async () => {
    const { history, seen, waits } = preparing();
    history.push('/b');
    history.push('/c');
    history.push('/d');
    for (const resolve of waits) resolve();
    await settle();
    expect(seen).toEqual(['PUSH /d']);
    history.go(-1);
    expect(history.location.pathname).toBe('/a');
  });

  it('drops a push still preparing when the user goes Back', async () => {
    const { history, seen, waits } = preparing();
    history.push('/b');
    waits[0]?.();
    await settle();
    history.push('/c');
    history.go(-1);
    waits[1]?.();
    await settle();
    expect(history.location.pathname).toBe('/a');
    expect(seen).toEqual(['PUSH /b', 'POP /a']);
  });

  it('writes at once when there is nothing to wait for', () => {
    const history = createBlockingMemoryHistory('/a', { prepare: () => null });
    history.push('/b');
    expect(history.location.pathname).toBe('/b');
  });

  it('asks when the page got unsaved changes while the next screen loaded; an answered leave is not asked again', async () => {
    const { history, seen, waits } = preparing();
    let dirty = false;
    history.block(() => dirty);
    history.push('/b');
    dirty = true;
    waits[0]?.();
    await settle();
    expect(history.location.pathname).toBe('/a');
    history.held()?.proceed();
    waits[1]?.();
    await settle();
    expect(history.location.pathname).toBe('/b');
    expect(seen).toEqual(['PUSH /b']);
  });
});
