import { createContext, useContext, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import {
  type HistoryRouterProps,
  type Location,
  parsePath,
  type To,
  UNSAFE_createBrowserHistory,
  UNSAFE_createMemoryHistory,
} from 'react-router-dom';

/** The history React Router's `HistoryRouter` drives (the package does not export its type). */
type History = HistoryRouterProps['history'];

/** Asked before a navigation: `true` holds it until the user answers. */
export type BlockerFunction = (args: { currentLocation: Location; nextLocation: Location }) => boolean;

/** A navigation held by the blocker. */
export interface HeldNavigation {
  /** Lets it go on. */
  proceed: () => void;
  /** Drops it: the page stays where it is. */
  reset: () => void;
}

/** Options of {@link createBlockingHistory}. */
export interface BlockingHistoryOptions {
  /**
   * Called before a push or replace is written: a promise makes it wait (the next screen's code
   * loading), so the address changes with the screen, as under React Router's data router, and
   * of quick clicks only the last is written. `null`: nothing to wait for, written at once.
   */
  prepare?: (next: Location) => Promise<unknown> | null;
}

/** A history whose navigations a blocker can hold: pushes and replaces, and the browser's Back and Forward. */
export interface BlockingHistory extends History {
  /** Sets the one blocker (a later call replaces it); returns its removal. */
  block: (blocker: BlockerFunction) => () => void;
  /** The navigation being held, if any. */
  held: () => HeldNavigation | null;
  /** Called whenever `held()` changes. */
  subscribe: (onChange: () => void) => () => void;
  /**
   * Asks the blocker about leaving for `to` without going there, for a way out that is not a
   * navigation of its own ('Sair' signs out first): resolves `true` when nothing holds it or the
   * user chose to leave, `false` when they chose to stay.
   */
  ask: (to: To) => Promise<boolean>;
}

/**
 * Wraps a React Router history (`v5Compat`, so pushes and replaces are announced to the
 * listener) so that the app's router needs no data router for `useBlocker`: the declarative
 * router is ~17 kB gzip smaller on every signed-in load (issue 15). Pushes and replaces are
 * held before they happen. Back and Forward have already changed the address when the browser
 * tells us, so a held one is undone (`go(-delta)`) and redone on `proceed` — what React Router's
 * own data router does.
 */
export function createBlockingHistory(base: History, options: BlockingHistoryOptions = {}): BlockingHistory {
  let blocker: BlockerFunction | null = null;
  /** Counts pushes, replaces and pops: a push or replace still preparing is dropped by a later one. */
  let latest = 0;
  let held: HeldNavigation | null = null;
  /** The next pop is ours (an undo, or a proceed's redo): passed on or dropped without asking. */
  let ownPop: 'undo' | 'redo' | null = null;
  let shown = base.location;
  const listeners = new Set<Parameters<History['listen']>[0]>();
  const subscribers = new Set<() => void>();

  const hold = (navigation: HeldNavigation | null) => {
    held = navigation;
    for (const onChange of subscribers) onChange();
  };
  const blocks = (nextLocation: Location) => blocker?.({ currentLocation: shown, nextLocation }) === true;
  const locationOf = (to: To, state: unknown): Location => ({
    pathname: shown.pathname,
    search: '',
    hash: '',
    ...(typeof to === 'string' ? parsePath(to) : to),
    state: state ?? null,
    key: 'held',
  });
  /** Holds a push or replace until the user answers. */
  const holdUntilAnswered = (next: Location, go: () => void) =>
    hold({
      proceed: () => {
        hold(null);
        commit(next, go, true);
      },
      reset: () => hold(null),
    });
  /**
   * Writes a push or replace once what `prepare` waits for is in, unless another came since;
   * asks again if the page got unsaved changes meanwhile (`asked`: the user has answered).
   */
  const commit = (next: Location, go: () => void, asked = false) => {
    const turn = ++latest;
    const preparing = options.prepare?.(next);
    if (!preparing) return go();
    void preparing.then(() => {
      if (turn !== latest) return;
      if (!asked && blocks(next)) return holdUntilAnswered(next, go);
      go();
    });
  };
  /** A push or replace: done (once prepared), or held until the user answers. */
  const navigate = (to: To, state: unknown, go: () => void) => {
    const next = locationOf(to, state);
    if (blocks(next)) holdUntilAnswered(next, go);
    else commit(next, go);
  };

  base.listen((update) => {
    if (update.action === 'POP' && ownPop === 'undo') {
      ownPop = null;
      return;
    }
    const redo = update.action === 'POP' && ownPop === 'redo';
    if (redo) ownPop = null;
    if (
      !redo &&
      update.action === 'POP' &&
      update.delta != null &&
      update.delta !== 0 &&
      blocks(update.location)
    ) {
      const delta = update.delta;
      ownPop = 'undo';
      base.go(-delta);
      hold({
        proceed: () => {
          hold(null);
          ownPop = 'redo';
          base.go(delta);
        },
        reset: () => hold(null),
      });
      return;
    }
    // Back or Forward drops a push still preparing: the user has gone elsewhere.
    if (update.action === 'POP') latest++;
    shown = update.location;
    for (const listener of listeners) listener(update);
  });

  return {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    push: (to, state) => navigate(to, state, () => base.push(to, state)),
    replace: (to, state) => navigate(to, state, () => base.replace(to, state)),
    go: (delta) => base.go(delta),
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    block: (next) => {
      blocker = next;
      return () => {
        if (blocker !== next) return;
        blocker = null;
        held?.reset();
      };
    },
    held: () => held,
    ask: (to) =>
      new Promise<boolean>((resolve) => {
        if (!blocks(locationOf(to, null))) return resolve(true);
        hold({
          proceed: () => {
            hold(null);
            resolve(true);
          },
          reset: () => {
            hold(null);
            resolve(false);
          },
        });
      }),
    subscribe: (onChange) => {
      subscribers.add(onChange);
      return () => subscribers.delete(onChange);
    },
  };
}

/** The browser's history, blockable. */
export function createBlockingBrowserHistory(options?: BlockingHistoryOptions): BlockingHistory {
  return createBlockingHistory(UNSAFE_createBrowserHistory({ v5Compat: true }), options);
}

/** A history in memory (stories, tests) starting at `path`, blockable. */
export function createBlockingMemoryHistory(path: string, options?: BlockingHistoryOptions): BlockingHistory {
  return createBlockingHistory(
    UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }),
    options,
  );
}

/** The app's history, for {@link useBlocker}; `null` under a router without one (component stories). */
export const BlockingHistoryContext = createContext<BlockingHistory | null>(null);

const NO_HISTORY = { subscribe: () => () => {}, held: () => null };

/**
 * Holds navigations while `blocker` says so, like React Router's `useBlocker` (which needs its
 * data router): `held` is the navigation waiting for the user's answer. Under a router with no
 * blocking history nothing is held.
 */
export function useBlocker(blocker: BlockerFunction): HeldNavigation | null {
  const history = useContext(BlockingHistoryContext);
  // Set once and read through a ref: replacing it on every render would drop a held navigation.
  const latest = useRef(blocker);
  useLayoutEffect(() => {
    latest.current = blocker;
  });
  useEffect(() => history?.block((args) => latest.current(args)), [history]);
  const source = history ?? NO_HISTORY;
  return useSyncExternalStore(source.subscribe, source.held, source.held);
}
