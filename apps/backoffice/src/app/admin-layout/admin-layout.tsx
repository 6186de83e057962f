import { visibleMenu } from '@hangar/domain';
import { AppShell, type MenuSection } from '@hangar/ui';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { currentUserAtom, useApi } from '../session';
import { MENU_ICONS } from './menu-icons';

/**
 * The signed-in shell of §2.2: top bar with the user and the power button, and the side menu
 * filtered by the user's permissions (the domain's menu table).
 */
export function AdminLayout() {
  const api = useApi();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useAtomValue(currentUserAtom);
  const loading = user === 'loading';
  const info = user === 'loading' ? null : user;

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

  const signOut = async () => {
    await api.signOut();
    navigate('/auth/login', { replace: true });
  };

  return (
    <AppShell
      sections={sections}
      user={info ? { nome: info.pessoa?.nome ?? info.nome, imagemUrl: info.pessoa?.imagem_url } : null}
      loading={loading}
      currentPath={pathname}
      homeHref="/admin/dashboard"
      onLogout={signOut}
    >
      <Outlet />
    </AppShell>
  );
}
