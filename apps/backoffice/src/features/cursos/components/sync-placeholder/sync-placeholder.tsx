import { SYNC_SPINNER_MS } from '@hangar/domain';
import { Badge, Button } from '@hangar/ui';
import { RefreshCw } from 'lucide-react';
import { useEffect, useId, useState } from 'react';

/**
 * PLACEHOLDER (docs/legacy.md, ARCHITECTURE "Decisions on the legacy quirks"): the legacy
 * SINCRONIZAR only spins for 3 s and shows a hard-coded 'Última sincronização'. There is no sync
 * service to call, so this keeps the control and says plainly that it is not wired yet. Replace
 * it with a real data hook once a sync source exists.
 */
export const LAST_SYNC_PLACEHOLDER = '01/03/2024 às 08:00';

/** SINCRONIZAR with its 'Última sincronização' text: a marked placeholder (see above). */
export function SyncPlaceholder() {
  const [spinning, setSpinning] = useState(false);
  const noteId = useId();
  useEffect(() => {
    if (!spinning) return;
    const timer = window.setTimeout(() => setSpinning(false), SYNC_SPINNER_MS);
    return () => window.clearTimeout(timer);
  }, [spinning]);
  return (
    // On a phone the text goes under the button (beside it, SINCRONIZAR ran off the screen's
    // edge); it used to be hidden there, though §2.4 puts it beside the button.
    <div className="flex flex-col-reverse items-start gap-1.5 sm:flex-row sm:items-center sm:gap-3">
      <div className="flex flex-col items-start text-xs leading-tight text-fg-muted sm:items-end">
        <span>Última sincronização: {LAST_SYNC_PLACEHOLDER}</span>
        <Badge tone="warning" id={noteId} className="mt-0.5">
          Sincronização ainda não disponível
        </Badge>
      </div>
      <Button
        isPending={spinning}
        pendingLabel="sincronizando"
        onPress={() => setSpinning(true)}
        aria-describedby={noteId}
      >
        <RefreshCw aria-hidden />
        SINCRONIZAR
      </Button>
    </div>
  );
}
