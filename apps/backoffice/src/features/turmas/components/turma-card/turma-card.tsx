import type { Turma } from '@hangar/api-client/contract';
import { classPercent, classState, classStateTone, formatDate, showClassBadge } from '@hangar/domain';
import { Badge, Button, buttonStyles, ProgressBar } from '@hangar/ui';
import { Ban, CalendarDays, type LucideIcon, Pencil, RotateCcw, Trash2, Users } from 'lucide-react';
import { useId } from 'react';
import { RouterLink } from '../../../../lib/router-link';

export interface TurmaCardProps {
  turma: Turma;
  /** The moment the state and the progress are worked out for (the page passes the clock once). */
  now: Date;
  /** The class's form route, when the user may open it; the name is plain text otherwise. */
  href?: string;
  /** Excluir, when the user may delete classes (`turma.cancelar`). */
  onDelete?: () => void;
  /**
   * 'Cancelar turma' on a class not cancelled, 'Reativar turma' on a cancelled one, when the user
   * may change a class's cancellation (the domain's `mayCancelClass`).
   */
  onCancel?: () => void;
  onResume?: () => void;
}

/** A footer action's padding (see the footer). */
const ACTION = 'px-1.5';

const alunos = (n: number) => (n === 1 ? '1 aluno' : `${n} alunos`);

/**
 * One class as a card (§2.14): name and code, the course (apelido, name, tipo), total_aluno, the
 * period in dd/mm/aaaa, the display state's badge (only while the end is in the future) and the
 * real elapsed share of the period as a progress bar (docs/legacy.md).
 */
export function TurmaCard({ turma, now, href, onDelete, onCancel, onResume }: TurmaCardProps) {
  const titleId = useId();
  const state = classState(turma, now);
  const inicio = formatDate(turma.data_inicio);
  const fim = formatDate(turma.data_fim);
  const percent = classPercent(turma, now);
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-3 rounded-lg border border-border bg-surface p-4 shadow-xs"
    >
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          {/* A long run without spaces (a pasted code) breaks where the line ends, beside the
              badge, and does not widen the card in the list's grid (`wrap-anywhere`). */}
          <h2 id={titleId} className="text-md font-semibold wrap-anywhere text-fg">
            {href ? (
              <RouterLink to={href} className="hover:text-accent hover:underline">
                {turma.nome}
              </RouterLink>
            ) : (
              turma.nome
            )}
          </h2>
          <p className="text-xs tabular-nums text-fg-subtle">{turma.codigo}</p>
        </div>
        {showClassBadge(turma, now) && (
          <Badge tone={classStateTone(state)} dot className="shrink-0">
            {state}
          </Badge>
        )}
      </header>
      <dl className="grid gap-1.5 text-sm">
        <div className="flex min-w-0 gap-2">
          <dt className="sr-only">Curso</dt>
          <dd className="min-w-0 text-fg">
            <span className="font-medium">{turma.curso_apelido}</span>
            <span className="text-fg-muted"> · {turma.curso}</span>
            {turma.curso_tipo && <span className="text-fg-subtle"> · {turma.curso_tipo}</span>}
          </dd>
        </div>
        <div className="flex items-center gap-2 text-fg-muted">
          <dt className="sr-only">Período</dt>
          <CalendarDays aria-hidden className="size-4 shrink-0" />
          <dd className="tabular-nums">
            {inicio || fim ? `${inicio || '—'} a ${fim || '—'}` : 'Sem período'}
          </dd>
        </div>
        <div className="flex items-center gap-2 text-fg-muted">
          <dt className="sr-only">Alunos</dt>
          <Users aria-hidden className="size-4 shrink-0" />
          <dd>{alunos(turma.total_aluno)}</dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-col gap-1.5">
        {/* Drawn for the eye; the bar itself carries the name and the value for assistive tech. */}
        <div aria-hidden className="flex items-center justify-between text-xs">
          <span className="font-medium text-fg">Andamento</span>
          <span className="tabular-nums text-fg-muted">{percent}%</span>
        </div>
        <ProgressBar
          aria-label={`Andamento de ${turma.nome}`}
          value={percent}
          showValue={false}
          tone={state === 'Cancelado' ? 'neutral' : 'accent'}
          size="sm"
        />
      </div>
      {(href || onDelete || onCancel || onResume) && (
        // Narrow padding: the three actions fit one line in a card of the 3-column grid at 1,280 px.
        <footer className="flex flex-wrap justify-end gap-x-1 gap-y-2 border-t border-border pt-3">
          {href && (
            <RouterLink
              to={href}
              aria-label={`Editar ${turma.nome}`}
              className={buttonStyles({ variant: 'ghost', size: 'sm', className: ACTION })}
            >
              <Pencil aria-hidden className="size-4" />
              Editar
            </RouterLink>
          )}
          {state === 'Cancelado'
            ? onResume && (
                <CardAction label="Reativar turma" nome={turma.nome} icon={RotateCcw} onPress={onResume} />
              )
            : onCancel && (
                <CardAction label="Cancelar turma" nome={turma.nome} icon={Ban} onPress={onCancel} />
              )}
          {onDelete && <CardAction label="Excluir" nome={turma.nome} icon={Trash2} onPress={onDelete} />}
        </footer>
      )}
    </article>
  );
}

/** A footer button: `label` on screen, '{label} {nome}' to assistive tech, so each card's differ. */
function CardAction({
  label,
  nome,
  icon: Icon,
  onPress,
}: {
  label: string;
  nome: string;
  icon: LucideIcon;
  onPress: () => void;
}) {
  return (
    <Button size="sm" variant="ghost" className={ACTION} onPress={onPress} aria-label={`${label} ${nome}`}>
      <Icon aria-hidden />
      {label}
    </Button>
  );
}
