import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../utils/cn';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading shown in the card header. */
  title?: ReactNode;
  /** Secondary text under the title. */
  description?: ReactNode;
  /** Controls at the right of the header (buttons, menus). */
  actions?: ReactNode;
  /** Content under the body, separated by a border (e.g. buttons). */
  footer?: ReactNode;
  /** Heading level of `title`. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Removes the body padding (for tables and lists that touch the edges). @default false */
  flush?: boolean;
  /** Element rendered. @default 'section' */
  as?: 'section' | 'article' | 'div';
}

/**
 * A bordered surface grouping related content, with optional header and footer.
 * @example <Card title="Dados básicos" actions={<Button>Editar</Button>}>…</Card>
 */
export function Card({
  title,
  description,
  actions,
  footer,
  headingLevel = 3,
  flush = false,
  as: As = 'section',
  className,
  children,
  ...props
}: CardProps) {
  const H = `h${headingLevel}` as const;
  return (
    <As
      {...props}
      className={cn('flex flex-col rounded-lg border border-border bg-surface shadow-xs', className)}
    >
      {(title != null || actions != null) && (
        <div className="flex flex-wrap items-start justify-between gap-2 border-b border-border px-4 py-3">
          <div className="min-w-0">
            {title != null && <H className="text-md font-semibold text-fg">{title}</H>}
            {description != null && <p className="text-sm text-fg-muted">{description}</p>}
          </div>
          {actions != null && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
        </div>
      )}
      <div className={cn('flex-1', !flush && 'p-4')}>{children}</div>
      {footer != null && (
        <footer className="flex flex-wrap items-center justify-end gap-2 border-t border-border px-4 py-3">
          {footer}
        </footer>
      )}
    </As>
  );
}
