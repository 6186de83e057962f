import { Check } from 'lucide-react';
import { type ReactNode, useEffect, useId, useReducer, useRef } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { cn } from '../../utils/cn';
import { focusRing } from '../../utils/focus-ring';
import { Button } from '../button/button';
import { createWizardState, isFirstStep, isLastStep, stepStatus, wizardReducer } from './wizard-machine';

/** One step of a wizard. */
export interface WizardStep {
  /** Stable id of the step. */
  id: string;
  /** Short title shown beside the step number ('Cursos', 'Módulos'…). */
  title: string;
  /** What the step shows. */
  content: ReactNode;
  /**
   * Whether AVANÇAR / FINALIZAR is enabled on this step (e.g. at least one course picked).
   * @default true
   */
  canAdvance?: boolean;
  /** Text shown under the buttons when the step cannot advance (says what is missing). */
  hint?: ReactNode;
}

/** Button texts; the defaults are the spec's. */
export interface WizardLabels {
  /** @default 'CANCELAR' */
  cancel?: string;
  /** @default 'VOLTAR' */
  back?: string;
  /** @default 'AVANÇAR' */
  next?: string;
  /** @default 'FINALIZAR' */
  finish?: string;
}

export interface WizardProps {
  /** The steps, in order. */
  steps: WizardStep[];
  /** Called by FINALIZAR on the last step (when it can advance). May return a promise: the button spins meanwhile. */
  onFinish: () => unknown;
  /** Called by CANCELAR. */
  onCancel: () => void;
  /** Called with the new step index whenever the step changes. */
  onStepChange?: (step: number) => void;
  /** Step shown first. @default 0 */
  defaultStep?: number;
  /** Shows FINALIZAR as busy (when the caller tracks the save itself). @default false */
  isFinishing?: boolean;
  /** Disables every button (e.g. while the screen loads). @default false */
  isDisabled?: boolean;
  /** Button texts. @default { cancel: 'CANCELAR', back: 'VOLTAR', next: 'AVANÇAR', finish: 'FINALIZAR' } */
  labels?: WizardLabels;
  /** Accessible name of the numbered step list. @default 'Etapas' */
  stepsLabel?: string;
  /** Extra classes for the root element. */
  className?: string;
}

/**
 * A numbered multi-step flow with CANCELAR / VOLTAR / AVANÇAR and FINALIZAR on the last step.
 * The step logic is the pure `wizardReducer`; this component only draws it. Finished steps can be
 * revisited by clicking their number; focus moves to the new step's title so screen readers hear it.
 * @example
 * <Wizard
 *   steps={[{ id: 'cursos', title: 'Cursos', content: <Cursos />, canAdvance: cursos.length > 0 }, …]}
 *   onCancel={() => navigate('..')}
 *   onFinish={salvar}
 * />
 */
export function Wizard({
  steps,
  onFinish,
  onCancel,
  onStepChange,
  defaultStep = 0,
  isFinishing = false,
  isDisabled = false,
  labels,
  stepsLabel = 'Etapas',
  className,
}: WizardProps) {
  const text = { cancel: 'CANCELAR', back: 'VOLTAR', next: 'AVANÇAR', finish: 'FINALIZAR', ...labels };
  const [state, dispatch] = useReducer(wizardReducer, undefined, () =>
    createWizardState(steps.length, defaultStep),
  );
  const [finishing, setFinishing] = useReducer((_: boolean, v: boolean) => v, false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const lastStep = useRef(state.step);

  useEffect(() => {
    dispatch({ type: 'setCount', count: steps.length });
  }, [steps.length]);

  useEffect(() => {
    if (lastStep.current === state.step) return;
    lastStep.current = state.step;
    headingRef.current?.focus();
    onStepChange?.(state.step);
  }, [state.step, onStepChange]);

  const current = steps[state.step];
  const canAdvance = current?.canAdvance ?? true;
  const last = isLastStep(state);
  const busy = isFinishing || finishing;

  async function finish() {
    const result = onFinish();
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      setFinishing(true);
      await Promise.resolve(result).finally(() => setFinishing(false));
    }
  }

  return (
    <div className={cn('flex flex-col gap-4', className)}>
      <nav aria-label={stepsLabel}>
        <ol className="flex items-center gap-2 overflow-x-auto pb-1">
          {steps.map((step, index) => {
            const status = stepStatus(state, index);
            const reachable = (status === 'complete' || status === 'visited') && !isDisabled && !busy;
            const stateText = status === 'complete' ? ' (concluída)' : '';
            const circle = (
              <span
                aria-hidden
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold tabular-nums',
                  status === 'current' && 'border-accent bg-accent text-accent-fg',
                  status === 'complete' && 'border-accent bg-accent-soft text-accent',
                  status === 'visited' && 'border-accent bg-surface text-accent',
                  status === 'upcoming' && 'border-border-strong bg-surface text-fg-muted',
                )}
              >
                {status === 'complete' ? (
                  <Check aria-hidden className="size-3.5" strokeWidth={3} />
                ) : (
                  index + 1
                )}
              </span>
            );
            const label = (
              <span
                className={cn(
                  'truncate text-sm',
                  status === 'current' ? 'font-semibold text-fg' : 'text-fg-muted',
                  status !== 'current' && 'hidden sm:inline',
                )}
              >
                {step.title}
              </span>
            );
            return (
              <li
                key={step.id}
                aria-current={status === 'current' ? 'step' : undefined}
                className="flex min-w-0 items-center gap-2"
              >
                {index > 0 && <span aria-hidden className="h-px w-4 shrink-0 bg-border-strong sm:w-8" />}
                {reachable ? (
                  <RACButton
                    onPress={() => dispatch({ type: 'goTo', step: index })}
                    className={(rp) =>
                      cn(
                        focusRing(rp),
                        'flex min-w-0 items-center gap-2 rounded-md p-0.5',
                        rp.isHovered && 'underline',
                      )
                    }
                  >
                    {circle}
                    <span className="sr-only">{`Etapa ${index + 1}: `}</span>
                    {label}
                    {stateText && <span className="sr-only">{stateText}</span>}
                  </RACButton>
                ) : (
                  <span className="flex min-w-0 items-center gap-2 p-0.5">
                    {circle}
                    <span className="sr-only">{`Etapa ${index + 1}: `}</span>
                    {label}
                    {stateText && <span className="sr-only">{stateText}</span>}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>

      <section aria-labelledby={titleId} className="flex min-h-0 flex-col gap-3">
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className="text-md font-semibold text-fg outline-0">
          <span className="sr-only">{`Etapa ${state.step + 1} de ${steps.length}: `}</span>
          {current?.title}
        </h2>
        <div className="min-h-0">{current?.content}</div>
      </section>

      <div className="flex flex-col gap-2 border-t border-border pt-4">
        <div className="flex flex-wrap items-center justify-end gap-2">
          <Button variant="ghost" onPress={onCancel} isDisabled={isDisabled || busy} className="mr-auto">
            {text.cancel}
          </Button>
          <Button
            onPress={() => dispatch({ type: 'back' })}
            isDisabled={isDisabled || busy || isFirstStep(state)}
          >
            {text.back}
          </Button>
          {last ? (
            <Button
              variant="primary"
              onPress={finish}
              isDisabled={isDisabled || !canAdvance}
              isPending={busy}
            >
              {text.finish}
            </Button>
          ) : (
            <Button
              variant="primary"
              onPress={() => dispatch({ type: 'next', canAdvance })}
              isDisabled={isDisabled || !canAdvance}
            >
              {text.next}
            </Button>
          )}
        </div>
        {!canAdvance && current?.hint != null && (
          <p className="text-right text-xs text-fg-subtle">{current.hint}</p>
        )}
      </div>
    </div>
  );
}
