import { RefineTrigger } from '@hangar/ui';
import { type ComponentType, useState } from 'react';
import { countActiveFilters } from './resource';

/** What every list's refine component takes (`CursosRefine`, `QuestoesRefine`…). */
export interface RefineProps<F> {
  filters: F;
  onApply: (filters: F) => void;
  /** Opens the drawer on mount (it was loaded by a press on the stand-in trigger). */
  defaultOpen?: boolean;
}

/** Loads a list's refine component once; later calls share the first load. */
export function refineLoader<F>(
  load: () => Promise<ComponentType<RefineProps<F>>>,
): () => Promise<ComponentType<RefineProps<F>>> {
  let loading: Promise<ComponentType<RefineProps<F>>> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null; // a failed chunk load (offline) can be tried again
      throw error;
    });
    return loading;
  };
}

/**
 * A list's 'Refinar' drawer, loaded when wanted: the drawer's fields (selects, combo boxes, radio
 * groups, the pickers' requests) are most of a list page's code and few visits open it, so the
 * page draws the kit's `RefineTrigger` (same look, same active count) and loads the drawer when
 * the pointer reaches the button or it takes focus; the press opens it as soon as it is there.
 * Issue 15: ~30 kB gzip off a list's first load.
 */
export function DeferredRefine<F extends Readonly<Record<string, unknown>>>({
  load,
  filters,
  onApply,
}: {
  load: () => Promise<ComponentType<RefineProps<F>>>;
  filters: F;
  onApply: (filters: F) => void;
}) {
  const [Refine, setRefine] = useState<ComponentType<RefineProps<F>> | null>(null);
  const [opening, setOpening] = useState(false);
  if (Refine) return <Refine filters={filters} onApply={onApply} defaultOpen={opening} />;
  const preload = () => {
    load().catch(() => {
      // Retried on press, which says nothing more: the trigger just stays.
    });
  };
  const open = () => {
    setOpening(true);
    load().then(
      (loaded) => setRefine(() => loaded),
      () => setOpening(false),
    );
  };
  return (
    <RefineTrigger
      activeCount={countActiveFilters(filters)}
      onIntent={preload}
      onPress={open}
      isPending={opening}
    />
  );
}
