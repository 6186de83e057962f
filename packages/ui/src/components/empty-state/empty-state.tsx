import { AlertTriangle, FileQuestion, Inbox, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../utils/cn';

const presets = {
  empty: { icon: Inbox, title: 'Nenhum registro encontrado' },
  'no-results': { icon: SearchX, title: 'Nenhum resultado para a busca' },
  error: { icon: AlertTriangle, title: 'Não foi possível carregar os dados' },
  'not-found': { icon: FileQuestion, title: 'Página não encontrada' },
} as const;

export interface EmptyStateProps {
  /**
   * Preset icon and default title: nothing yet (`empty`), a search/filter with no match
   * (`no-results`), a failed load (`error`) or a missing page (`not-found`).
   * @default 'empty'
   */
  variant?: keyof typeof presets;
  /** Main text; defaults to the variant's text (e.g. 'Nenhum registro encontrado'). */
  title?: ReactNode;
  /** Secondary text. */
  description?: ReactNode;
  /** Replaces the preset icon. */
  icon?: ReactNode;
  /** Buttons or links (e.g. 'Tentar novamente', 'Voltar ao início'). */
  actions?: ReactNode;
  /** Less padding, for table bodies and cards. @default false */
  compact?: boolean;
  /**
   * The title as a heading of this level, for a page whose whole content is this state (a record
   * that could not be opened: the page's `<h1>`). @default undefined (a paragraph)
   */
  headingLevel?: 1 | 2 | 3;
  /** Extra classes. */
  className?: string;
}

/**
 * A centred message for empty lists, searches without results, load errors and missing pages.
 * The `error` variant is announced (`role="alert"`).
 * @example <EmptyState title="Nenhum Modulo foi adicionado ao Curso" />
 */
export function EmptyState({
  variant = 'empty',
  title,
  description,
  icon,
  actions,
  compact = false,
  headingLevel,
  className,
}: EmptyStateProps) {
  const preset = presets[variant];
  const Icon = preset.icon;
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div
      role={variant === 'error' ? 'alert' : undefined}
      className={cn(
        'flex flex-col items-center justify-center gap-2 text-center',
        compact ? 'px-4 py-8' : 'px-6 py-16',
        className,
      )}
    >
      <span
        aria-hidden
        className={cn(
          'mb-1 flex size-10 items-center justify-center rounded-full',
          variant === 'error' ? 'bg-error-soft text-error' : 'bg-surface-muted text-fg-subtle',
        )}
      >
        {icon ?? <Icon className="size-5" />}
      </span>
      <Title className="text-md font-medium text-fg">{title ?? preset.title}</Title>
      {description != null && <p className="max-w-md text-sm text-fg-muted">{description}</p>}
      {actions != null && <div className="mt-2 flex flex-wrap justify-center gap-2">{actions}</div>}
    </div>
  );
}
