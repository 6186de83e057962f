// An app on Tailwind v4 of its own (vite.tailwind.config.mjs, `@tailwindcss/vite`): it imports
// `@hangar/ui/theme.css` after `tailwindcss` instead of the kit's compiled stylesheet, so its
// Tailwind generates the kit's classes and its own, once. `pnpm check:consumer` opens it and reads
// a kit colour, the font and one of the app's own utilities.
import './tailwind.css';
import { Badge, Button } from '@hangar/ui';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root') as HTMLElement).render(
  <main className="p-4">
    <Button variant="primary">SALVAR</Button>
    <Badge tone="success">Ativo</Badge>
    <p data-testid="app-utility" className="mt-7 text-fuchsia-700">
      Texto do próprio app
    </p>
  </main>,
);
