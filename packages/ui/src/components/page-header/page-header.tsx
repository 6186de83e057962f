import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { cn } from '../../utils/cn';
import { focusRing, focusVisibleRing } from '../../utils/focus-ring';

/** One step of the breadcrumb trail; the last one is the current page. */
export interface BreadcrumbItem {
  /** Text. */
  label: string;
  /** Target (router-agnostic: resolved by the app's RouterProvider). Omit for the current page. */
  href?: string;
}

export interface PageHeaderProps {
  /** Page title (an `h1`). */
  title: ReactNode;
  /** Secondary text under the title. */
  description?: ReactNode;
  /** Breadcrumb trail above the title. */
  breadcrumbs?: BreadcrumbItem[];
  /** Buttons at the right (they wrap under the title on narrow screens). */
  actions?: ReactNode;
  /** Extra classes. */
  className?: string;
}

/**
 * The header of a screen: breadcrumbs, title and primary actions.
 * @example <PageHeader title="Cursos" breadcrumbs={[{ label: 'Início', href: '/admin' }, { label: 'Cursos' }]} actions={<Button variant="primary">ADICIONAR CURSO</Button>} />
 */
export function PageHeader({ title, description, breadcrumbs, actions, className }: PageHeaderProps) {
  return (
    <div className={cn('flex flex-col gap-2 pb-4', className)}>
      {breadcrumbs && breadcrumbs.length > 0 && (
        <nav aria-label="Trilha de navegação">
          {/*
            A plain list: React Aria's Breadcrumbs builds a collection for what an <ol> says by
            itself, and took its collection code (~4 kB gzip) into every list's first load.
          */}
          <ol className="flex flex-wrap items-center gap-1 text-xs text-fg-muted">
            {breadcrumbs.map((item, i) => {
              const isCurrent = i === breadcrumbs.length - 1;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a trail's steps are its positions
                <li key={i} className="flex items-center gap-1">
                  {item.href !== undefined && !isCurrent ? (
                    <Link
                      href={item.href}
                      className={(rp) =>
                        focusRing({
                          ...rp,
                          className:
                            'rounded-sm text-fg-muted data-[hovered]:text-accent data-[hovered]:underline',
                        })
                      }
                    >
                      {item.label}
                    </Link>
                  ) : (
                    // A step without a page (a menu group) or the current page: plain text, no
                    // tab stop (a link without href would still be one).
                    <span
                      aria-current={isCurrent ? 'page' : undefined}
                      className={isCurrent ? 'font-medium text-fg' : undefined}
                    >
                      {item.label}
                    </span>
                  )}
                  {!isCurrent && <ChevronRight aria-hidden className="size-3 text-fg-subtle" />}
                </li>
              );
            })}
          </ol>
        </nav>
      )}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          {/* A title or description breaks inside a long run without spaces ('Editar' and a record
              named with a pasted code), and its narrowest width is no longer that run's: the page
              scrolled sideways (`wrap-anywhere`; an ordinary word is never wider than the line). */}
          {/* The kit's ring when an app moves focus here (after a navigation, say), not the browser's. */}
          <h1
            className={cn(
              'rounded-sm text-2xl font-semibold tracking-tight break-words text-fg',
              focusVisibleRing,
            )}
          >
            {title}
          </h1>
          {description != null && <p className="mt-0.5 text-sm wrap-anywhere text-fg-muted">{description}</p>}
        </div>
        {actions != null && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
    </div>
  );
}
