import { buttonStyles } from '@hangar/ui';
import { MapPinOff } from 'lucide-react';
import { Link } from 'react-aria-components';
import { usePageTitle } from '../../lib/page-title';
import { StatusPage } from '../status-page';

/**
 * Shown for any address no route knows, inside or outside the shell. Inside, the shell already
 * draws the page's one `<main>` landmark, so this draws a plain block (`inShell`).
 */
export function NotFoundPage({ inShell = false }: { inShell?: boolean }) {
  usePageTitle('Página não encontrada');
  return (
    <StatusPage
      inShell={inShell}
      icon={<MapPinOff className="size-6" />}
      title="Página não encontrada"
      text="O endereço que você abriu não existe ou foi movido."
      action={
        <Link href="/" className={buttonStyles({ variant: 'primary' })}>
          Voltar ao início
        </Link>
      }
    />
  );
}
