import { buttonStyles } from '@hangar/ui';
import { MapPinOff } from 'lucide-react';
import { Link } from 'react-aria-components';
import { usePageTitle } from '../../lib/page-title';

/**
 * Shown for any address no route knows, inside or outside the shell. Inside, the shell already
 * draws the page's one `<main>` landmark, so this draws a plain block (`inShell`).
 */
export function NotFoundPage({ inShell = false }: { inShell?: boolean }) {
  usePageTitle('Página não encontrada');
  const Landmark = inShell ? 'div' : 'main';
  return (
    <Landmark className="flex min-h-[60vh] flex-col items-center justify-center gap-3 p-6 text-center">
      <span
        aria-hidden
        className="flex size-12 items-center justify-center rounded-full bg-surface-muted text-fg-subtle"
      >
        <MapPinOff className="size-6" />
      </span>
      <h1 className="text-xl font-semibold text-fg">Página não encontrada</h1>
      <p className="max-w-md text-sm text-fg-muted">O endereço que você abriu não existe ou foi movido.</p>
      <Link href="/" className={buttonStyles({ variant: 'primary' })}>
        Voltar ao início
      </Link>
    </Landmark>
  );
}
