import { MESSAGES, visibleMenu } from '@hangar/domain';
import { AppShell, Button, EmptyState, type MenuSection } from '@hangar/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useContext, useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { BlockingHistoryContext } from '../../lib/blocking-history';
import { uploadUrl } from '../../lib/config';
import { toFailure } from '../../lib/failure';
import { currentUserAtom, currentUserErrorAtom, currentUserReloadAtom, useApi } from '../../lib/session';
import { signingOutAtom } from '../providers';
import { ScreenFailureBoundary } from '../screen-failure';
import { MENU_ICONS } from './menu-icons';

/**
 * The signed-in shell of §2.2: top bar with the user and the power button, and the side menu
 * filtered by the user's permissions (the domain's menu table). When the user cannot be loaded,
 * the page says so and offers 'Tentar novamente' instead of loading forever.
 */
export function AdminLayout() {
  const api = useApi();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useAtomValue(currentUserAtom);
  const loadError = useAtomValue(currentUserErrorAtom);
  const reloadUser = useSetAtom(currentUserReloadAtom);
  const setSigningOut = useSetAtom(signingOutAtom);
  const loading = user === 'loading';
  const info = user === 'loading' ? null : user;
  const failed = user === null && loadError !== undefined;

  const sections = useMemo<MenuSection[] | null>(() => {
    if (!info) return null;
    return visibleMenu(info.permissoes).map((section) => ({
      title: section.title,
      entries: section.entries.map((entry) => {
        const Icon = MENU_ICONS[entry.key];
        return {
          key: entry.key,
          label: entry.label,
          href: entry.path,
          icon: Icon ? <Icon aria-hidden /> : undefined,
        };
      }),
    }));
  }, [info]);

  const history = useContext(BlockingHistoryContext);
  const signOut = async () => {
    // A form with unsaved changes asks first, as for any way out: signing out drops its draft.
    if (history && !(await history.ask('/auth/login'))) return;
    setSigningOut(true);
    await api.signOut().finally(() => setSigningOut(false));
    navigate('/auth/login', { replace: true });
  };

  return (
    <AppShell
      sections={failed ? [] : sections}
      // Failed: the top bar shows '-' (no name) and keeps 'Sair'; the page explains.
      user={
        info
          ? { nome: info.pessoa?.nome ?? info.nome, imagemUrl: uploadUrl(info.pessoa?.imagem_url) }
          : failed
            ? {}
            : null
      }
      loading={loading}
      currentPath={pathname}
      homeHref="/admin/dashboard"
      onLogout={signOut}
    >
      {failed ? (
        <div className="p-6">
          <EmptyState
            variant="error"
            title={MESSAGES.errors.userLoadFailed}
            description={
              toFailure(loadError).status === 403 ? MESSAGES.errors.forbidden : MESSAGES.errors.generic
            }
            actions={<Button onPress={() => reloadUser((n) => n + 1)}>{MESSAGES.errors.retry}</Button>}
          />
        </div>
      ) : (
        // A screen that fails is replaced inside the shell, whose menu still leads elsewhere.
        <ScreenFailureBoundary address={pathname} inShell>
          <Outlet />
        </ScreenFailureBoundary>
      )}
    </AppShell>
  );
}
