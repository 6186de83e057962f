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
  const [state, setState] = useState<RemoteOptionsState>({ options: [], status: 'idle' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is usually an inline arrow; reloading follows search and dependsOn only.
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, status: 'loading' }));
    const timer = setTimeout(() => {
      load(search, controller.signal).then(
        (options) => {
          if (!controller.signal.aborted) setState({ options, status: 'ready' });
        },
        () => {
          if (!controller.signal.aborted) setState({ options: [], status: 'error' });
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
