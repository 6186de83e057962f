import { useEffect, useState } from 'react';

/** An option loaded by RemoteMultiSelect. */
export interface RemoteOption {
  /** Value. */
  id: string | number;
  /** Text shown in the list and on the tag. */
  label: string;
}

/** Loads options for a search; must honour `signal` (abort when superseded). */
export type LoadOptions = (search: string, signal: AbortSignal) => Promise<RemoteOption[]>;

export interface RemoteOptionsState {
  options: RemoteOption[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The search and `dependsOnKey` the options answer (null before the first answer). */
  answers: { search: string; dependsOnKey: string } | null;
}

/**
 * Calls `load(search)` debounced by `delay` ms, again whenever `dependsOnKey` changes, aborting
 * the request a newer one supersedes. Disabled (`enabled` false) means no requests.
 */
export function useRemoteOptions(
  load: LoadOptions,
  search: string,
  dependsOnKey: string,
  { delay = 250, enabled = true }: { delay?: number; enabled?: boolean } = {},
): RemoteOptionsState {
  const [state, setState] = useState<RemoteOptionsState>({ options: [], status: 'idle', answers: null });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is usually an inline arrow; reloading follows search and dependsOn only.
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, status: 'loading' }));
    const timer = setTimeout(() => {
      load(search, controller.signal).then(
        (options) => {
          if (!controller.signal.aborted)
            setState({ options, status: 'ready', answers: { search, dependsOnKey } });
        },
        () => {
          if (!controller.signal.aborted)
            setState({ options: [], status: 'error', answers: { search, dependsOnKey } });
        },
      );
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search, dependsOnKey, delay, enabled]);
  return state;
}

/** Text folded for a loose "contains": case and accents ignored ('Secretária' ~ 'secretaria'). */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR');

/**
 * The options to show for `search` while the answer for it may still be on its way: the loaded
 * ones when they answer this search; otherwise, those of an earlier answer (same `dependsOnKey`)
 * whose label holds every word typed, so the list narrows as the user types and never offers,
 * nor lets Enter pick, an option the text does not match ('Administrador' under 'secretaria',
 * a probe's slow laptop); none when the options answered another `dependsOnKey`.
 * @example optionsFor({ options: [{ id: 1, label: 'Administrador' }], status: 'loading', answers: { search: '', dependsOnKey: 'null' } }, 'secr', 'null') // []
 */
export function optionsFor(state: RemoteOptionsState, search: string, dependsOnKey: string): RemoteOption[] {
  const { answers, options } = state;
  if (answers === null || answers.dependsOnKey !== dependsOnKey) return [];
  if (answers.search === search) return options;
  const words = fold(search).split(/\s+/).filter(Boolean);
  return options.filter((o) => {
    const label = fold(o.label);
    return words.every((w) => label.includes(w));
  });
}
