import { CircleUserRound, Menu as MenuIcon, Plane, Power } from 'lucide-react';
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-aria-components';
import { cn } from '../../utils/cn';
import { focusRing, focusVisibleRing } from '../../utils/focus-ring';
import { Button } from '../button/button';
import { Skeleton } from '../skeleton/skeleton';
import { loadedShellOverlays, preloadShellOverlays, type ShellOverlays } from './load-shell-overlays';
import { useMediaQuery } from './use-media-query';

/** One link of the side menu. */
export interface MenuEntry {
  /** Stable key. */
  key: string;
  /** Text. */
  label: string;
  /** Target path (resolved by the app's RAC `RouterProvider`). */
  href: string;
  /** Icon shown before the text (decorative). */
  icon?: ReactNode;
}

/** A group of menu links under an optional heading (e.g. 'ADMINISTRAÇÃO'). */
export interface MenuSection {
  /** Heading; `null` for the ungrouped entries at the top. */
  title: string | null;
  /** The links. */
  entries: MenuEntry[];
}

/** The signed-in user as shown in the top bar. */
export interface ShellUser {
  /** Name; '-' is shown when missing. */
  nome?: string | null;
  /** Avatar URL; a default icon is shown when missing. */
  imagemUrl?: string | null;
}

export interface AppShellProps {
  /** Menu built by the app (already filtered by permission). `null` while it loads. */
  sections: MenuSection[] | null;
  /** Signed-in user; `null` while it loads. */
  user: ShellUser | null;
  /** Shows the loading placeholders in the user area and the menu. @default false */
  loading?: boolean;
  /** Current location path; the entry whose `href` matches it (or a parent of it) is highlighted. */
  currentPath?: string;
  /** Called by the power button. */
  onLogout: () => void;
  /** Page content. */
  children: ReactNode;
  /** Target of the logo. @default '/admin' */
  homeHref?: string;
  /** Product name beside the logo. @default 'Hangar' */
  appName?: string;
  /** Controlled menu state (drawer shown). Uncontrolled: open on wide screens, closed on narrow. */
  menuOpen?: boolean;
  /** Called when the menu toggle, a link (narrow screens), Escape or the backdrop change it. */
  onMenuOpenChange?: (open: boolean) => void;
  /** Accessible name of the power button. @default 'Sair' */
  logoutLabel?: string;
  /** Accessible name of the menu toggle. @default 'Menu' */
  menuLabel?: string;
  /** Placeholder of the user area while loading. @default 'Carregando dados' */
  loadingUserText?: string;
  /** Placeholder of the menu while loading. @default 'Carregando Menu' */
  loadingMenuText?: string;
  /** Text of the skip link, the first stop of the keyboard, which jumps to the page content. @default 'Pular para o conteúdo' */
  skipLinkLabel?: string;
  /**
   * Media query above which the drawer sits beside the content; below it the drawer overlays.
   * @default '(min-width: 1024px)'
   */
  wideQuery?: string;
}

/** Whether `href` is the current page or one of its ancestors (`/admin/cursos` for `/admin/cursos/3`). */
export function isCurrentEntry(href: string, currentPath: string | undefined): boolean {
  if (currentPath === undefined) return false;
  const path = currentPath.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
  const target = href.replace(/\/+$/, '') || '/';
  return path === target || (target !== '/' && path.startsWith(`${target}/`));
}

/** The best (longest) matching entry href, so '/admin' is not highlighted beside '/admin/cursos'. */
function currentHref(sections: MenuSection[], currentPath: string | undefined): string | undefined {
  let best: string | undefined;
  for (const s of sections)
    for (const e of s.entries)
      if (isCurrentEntry(e.href, currentPath) && (best === undefined || e.href.length > best.length))
        best = e.href;
  return best;
}

/**
 * The floating parts once loaded, asked for while `needed` (a narrow screen, or the rail), and
 * by `load` (the menu button's press asks again after a failed load, offline).
 */
function useShellOverlays(needed: boolean) {
  const [loaded, setLoaded] = useState(loadedShellOverlays);
  const load = () => {
    preloadShellOverlays().then(setLoaded, () => {
      // Nothing floats until a later press loads it; the page itself is unaffected.
    });
  };
  useEffect(() => {
    if (!needed || loaded) return;
    let live = true;
    preloadShellOverlays().then(
      (module) => {
        if (live) setLoaded(module);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [needed, loaded]);
  return { overlays: loaded, load };
}

function MenuContent({
  sections,
  loading,
  currentPath,
  loadingMenuText,
  onNavigate,
  rail = false,
  RailLabel,
}: {
  sections: MenuSection[] | null;
  loading: boolean;
  currentPath: string | undefined;
  loadingMenuText: string;
  onNavigate?: () => void;
  rail?: boolean;
  /** The rail's labels, once loaded; until then the icons show without them. */
  RailLabel?: ShellOverlays['RailLabel'];
}) {
  const headingBase = useId();
  if (loading || sections === null) {
    return (
      <div className="flex flex-col gap-3 p-4" aria-busy="true">
        <p className={rail ? 'sr-only' : 'text-sm text-fg-muted'}>{loadingMenuText}</p>
        {[70, 55, 80, 60, 65].map((w) => (
          <Skeleton key={w} width={`${w}%`} />
        ))}
      </div>
    );
  }
  const current = currentHref(sections, currentPath);
  return (
    <div className={cn('flex flex-col gap-4', rail ? 'px-2 py-3' : 'p-3')}>
      {sections.map((section, si) => {
        const headingId = `${headingBase}-${si}`;
        return (
          <div key={section.title ?? `__${si}`} className="flex flex-col gap-0.5">
            {section.title !== null && (
              <h2
                id={headingId}
                className={
                  rail
                    ? 'sr-only'
                    : 'px-2.5 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-fg-subtle'
                }
              >
                {section.title}
              </h2>
            )}
            <ul
              aria-labelledby={section.title !== null ? headingId : undefined}
              className="flex flex-col gap-0.5"
            >
              {section.entries.map((entry) => {
                const active = entry.href === current;
                const link = (
                  <Link
                    href={entry.href}
                    aria-current={active ? 'page' : undefined}
                    aria-label={rail ? entry.label : undefined}
                    onPress={onNavigate}
                    className={(rp) =>
                      focusRing({
                        ...rp,
                        className: cn(
                          'flex h-8 items-center gap-2.5 rounded-md text-sm font-medium no-underline transition-colors [&_svg]:size-4 [&_svg]:shrink-0',
                          rail ? 'justify-center px-0' : 'px-2.5',
                          active
                            ? 'bg-accent-soft text-accent'
                            : 'text-fg-muted data-[hovered]:bg-surface-hover data-[hovered]:text-fg',
                        ),
                      })
                    }
                  >
                    {entry.icon != null ? (
                      <span aria-hidden className="flex">
                        {entry.icon}
                      </span>
                    ) : (
                      rail && (
                        <span aria-hidden className="text-xs font-semibold">
                          {entry.label.slice(0, 2)}
                        </span>
                      )
                    )}
                    {!rail && <span className="truncate">{entry.label}</span>}
                  </Link>
                );
                return (
                  <li key={entry.key}>
                    {/* The rail shows icons only: each label appears beside its icon on hover and focus. */}
                    {rail && RailLabel ? <RailLabel label={entry.label}>{link}</RailLabel> : link}
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

/**
 * The application frame: a top bar (menu toggle, logo, user, power button) and a side menu
 * built from data. On wide screens the menu sits beside the content and the toggle collapses it
 * to a rail of icons;
 * on narrow screens it overlays the content as a modal drawer (focus trapped, Escape closes and
 * gives focus back to 'Menu'; a link closes it and puts focus on the content, `<main>`, for the
 * app to move on to the new page's heading).
 * @example
 * <AppShell sections={menu} user={user} currentPath={location.pathname} onLogout={logout}>
 *   <Outlet />
 * </AppShell>
 */
export function AppShell({
  sections,
  user,
  loading = false,
  currentPath,
  onLogout,
  children,
  homeHref = '/admin',
  appName = 'Hangar',
  menuOpen,
  onMenuOpenChange,
  logoutLabel = 'Sair',
  menuLabel = 'Menu',
  loadingUserText = 'Carregando dados',
  loadingMenuText = 'Carregando Menu',
  wideQuery = '(min-width: 1024px)',
  skipLinkLabel = 'Pular para o conteúdo',
}: AppShellProps) {
  const mainRef = useRef<HTMLElement>(null);
  const mainId = useId();
  const wide = useMediaQuery(wideQuery);
  // Uncontrolled state per layout: the wide drawer starts open, the narrow one closed.
  const [wideOpen, setWideOpen] = useState(true);
  const [narrowOpen, setNarrowOpen] = useState(false);
  const open = menuOpen ?? (wide ? wideOpen : narrowOpen);
  const setOpen = (next: boolean) => {
    if (wide) setWideOpen(next);
    else setNarrowOpen(next);
    onMenuOpenChange?.(next);
  };
  const drawerId = useId();
  const { overlays, load: loadOverlays } = useShellOverlays(!wide || !open);
  // A link in the narrow drawer leads to another page: once the drawer is gone, focus goes to
  // that page, where a page load would start a screen reader, not back to 'Menu' as after
  // Escape. The drawer closes over two commits (React Aria's exit state, then the unmount) and
  // keeps focus inside until the second; its restore to 'Menu' runs a frame later, and only if
  // focus is still nowhere. So focus moves in between: a microtask after this commit's work.
  const navigatedFromDrawer = useRef(false);
  useLayoutEffect(() => {
    if (open || !navigatedFromDrawer.current) return;
    navigatedFromDrawer.current = false;
    queueMicrotask(() => mainRef.current?.focus({ preventScroll: true }));
  }, [open]);
  const userLoading = loading || user === null;
  const nome = user?.nome?.trim() ? user.nome : '-';

  return (
    <div className="flex min-h-dvh flex-col bg-bg text-fg">
      {/*
        The first Tab stop: past the top bar and the menu to the page. Focus is moved by hand, so
        the address keeps no '#' fragment for the app's router to read.
      */}
      <a
        href={`#${mainId}`}
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
        }}
        className={cn(
          focusVisibleRing,
          'sr-only rounded-md bg-surface px-3 py-2 text-sm font-medium text-accent shadow-md',
          'focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50',
        )}
      >
        {skipLinkLabel}
      </a>
      <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b border-border bg-surface px-2 sm:px-4">
        <Button
          variant="ghost"
          size="icon"
          aria-label={menuLabel}
          aria-expanded={open}
          aria-controls={wide || open ? drawerId : undefined}
          onPress={() => {
            if (!overlays) loadOverlays();
            setOpen(!open);
          }}
        >
          <MenuIcon aria-hidden />
        </Button>
        <Link
          href={homeHref}
          className={(rp) =>
            focusRing({
              ...rp,
              className: 'flex items-center gap-2 rounded-md px-1 text-md font-semibold text-fg no-underline',
            })
          }
        >
          <span
            aria-hidden
            className="flex size-7 items-center justify-center rounded-md bg-accent text-accent-fg"
          >
            <Plane className="size-4 -rotate-45" />
          </span>
          {appName}
        </Link>
        <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-3">
          <div className="flex min-w-0 items-center gap-2">
            {userLoading ? (
              <span className="truncate text-sm text-fg-muted">{loadingUserText}</span>
            ) : (
              <>
                <span className="hidden max-w-[16rem] truncate text-sm font-medium text-fg min-[480px]:inline">
                  {nome}
                </span>
                {user?.imagemUrl ? (
                  <img
                    src={user.imagemUrl}
                    alt={nome === '-' ? 'Usuário' : nome}
                    className="size-8 shrink-0 rounded-full border border-border object-cover"
                  />
                ) : (
                  <CircleUserRound
                    aria-label={nome === '-' ? 'Usuário' : nome}
                    role="img"
                    className="size-8 shrink-0 text-fg-subtle"
                    strokeWidth={1.5}
                  />
                )}
              </>
            )}
          </div>
          <Button variant="ghost" size="icon" aria-label={logoutLabel} onPress={onLogout}>
            <Power aria-hidden />
          </Button>
        </div>
      </header>
      <div className="flex flex-1">
        {wide ? (
          // Collapsed on a wide screen: a rail of icons (each link keeps its name as aria-label).
          <nav
            id={drawerId}
            aria-label={menuLabel}
            className={cn(
              'sticky top-14 h-[calc(100dvh-3.5rem)] shrink-0 overflow-y-auto border-r border-border bg-surface transition-[width]',
              open ? 'w-60' : 'w-14',
            )}
          >
            <MenuContent
              rail={!open}
              RailLabel={overlays?.RailLabel}
              sections={sections}
              loading={loading}
              currentPath={currentPath}
              loadingMenuText={loadingMenuText}
            />
          </nav>
        ) : (
          overlays && (
            <overlays.NarrowDrawer isOpen={open} onOpenChange={setOpen} label={menuLabel}>
              <nav id={drawerId} aria-label={menuLabel}>
                <MenuContent
                  RailLabel={overlays.RailLabel}
                  sections={sections}
                  loading={loading}
                  currentPath={currentPath}
                  loadingMenuText={loadingMenuText}
                  onNavigate={() => {
                    navigatedFromDrawer.current = true;
                    setOpen(false);
                  }}
                />
              </nav>
            </overlays.NarrowDrawer>
          )
        )}
        <main ref={mainRef} id={mainId} tabIndex={-1} className="min-w-0 flex-1 outline-0">
          {children}
        </main>
      </div>
    </div>
  );
}
