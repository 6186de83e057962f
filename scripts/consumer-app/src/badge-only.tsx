// An app that uses one small component of the kit and nothing else: `pnpm check:consumer` builds
// it on its own (vite.badge.config.mjs, React left out of the bundle) and bounds the gzip size of
// its JS, which is the kit's share: Badge and what Badge needs, not the whole kit.
import { Badge } from '@hangar/ui';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root') as HTMLElement).render(
  <Badge tone="success" dot>
    Ativo
  </Badge>,
);
