import { X } from 'lucide-react';
import { type ReactNode, useReducer } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { cn } from '../../utils/cn';
import { Button } from '../button/button';
import { refineReducer } from './refine-state';
import { RefineTrigger } from './refine-trigger';

export interface RefineDrawerProps<V> {
  /** The applied filters (from the URL or list state). */
  value: V;
  /** Called with the draft when APLICAR is pressed. */
  onApply: (value: V) => void;
  /**
   * The filter fields, drawn from the draft. Call `setDraft` with new values or an updater;
   * nothing reaches `onApply` until APLICAR.
   */
  children: (draft: V, setDraft: (update: V | ((draft: V) => V)) => void) => ReactNode;
  /** Number shown on the trigger (active filters); hidden when 0. @default 0 */
  activeCount?: number;
  /** When given, a LIMPAR button resets the draft to these values. */
  emptyValue?: V;
  /** Drawer title. @default 'Refinar' */
  title?: string;
  /** Trigger text. @default 'Refinar' */
  triggerLabel?: string;
  /** Apply button. @default 'APLICAR' */
  applyLabel?: string;
  /** Cancel button. @default 'CANCELAR' */
  cancelLabel?: string;
  /** Reset button (with `emptyValue`). @default 'LIMPAR' */
  resetLabel?: string;
  /** Accessible text after the count on the trigger ('Refinar 2 filtros ativos'). @default 'filtros ativos' */
  activeCountLabel?: string;
  /** The same after a count of one ('Refinar 1 filtro ativo'). @default 'filtro ativo' */
  activeCountLabelOne?: string;
  /** Disables the trigger. @default false */
  isDisabled?: boolean;
  /**
   * Opens the drawer on mount, for a drawer loaded on the press of a stand-in trigger
   * (`RefineTrigger`), so that press still opens it. @default false
   */
  defaultOpen?: boolean;
}

/**
 * The 'Refinar' filter drawer: a trigger button (with the count of active filters) opening a side
 * drawer that holds any fields. Edits go to a draft; APLICAR applies it, CANCELAR or Escape
 * discards it. Focus is trapped inside while open and returns to the trigger.
 * @example
 * <RefineDrawer value={filtros} onApply={setFiltros} activeCount={countActiveFilters(filtros)}>
 *   {(draft, set) => <RadioGroupField label="Situação" items={situacoes} value={draft.situacao} onChange={(s) => set({ ...draft, situacao: s })} />}
 * </RefineDrawer>
 */
export function RefineDrawer<V>({
  value,
  onApply,
  children,
  activeCount = 0,
  emptyValue,
  title = 'Refinar',
  triggerLabel = 'Refinar',
  applyLabel = 'APLICAR',
  cancelLabel = 'CANCELAR',
  resetLabel = 'LIMPAR',
  activeCountLabel = 'filtros ativos',
  activeCountLabelOne = 'filtro ativo',
  isDisabled = false,
  defaultOpen = false,
}: RefineDrawerProps<V>) {
  const [state, dispatch] = useReducer(refineReducer<V>, { isOpen: defaultOpen, draft: value });
  const cancel = () => dispatch({ type: 'cancel', applied: value });
  const apply = () => {
    dispatch({ type: 'apply' });
    onApply(state.draft);
  };
  const setDraft = (update: V | ((draft: V) => V)) => dispatch({ type: 'change', update });

  return (
    <>
      <RefineTrigger
        onPress={() => dispatch({ type: 'open', applied: value })}
        isDisabled={isDisabled}
        isOpen={state.isOpen}
        activeCount={activeCount}
        triggerLabel={triggerLabel}
        activeCountLabel={activeCountLabel}
        activeCountLabelOne={activeCountLabelOne}
      />
      <ModalOverlay
        isOpen={state.isOpen}
        onOpenChange={(open) => {
          if (!open) cancel();
        }}
        isDismissable
        className="fixed inset-0 z-50 flex justify-end bg-overlay"
      >
        <Modal className="flex h-full w-full max-w-sm flex-col border-l border-border bg-surface shadow-lg outline-0">
          <Dialog className="flex min-h-0 flex-1 flex-col outline-0">
            <div className="flex items-center justify-between gap-2 border-b border-border px-5 py-4">
              <Heading slot="title" className="text-lg font-semibold text-fg">
                {title}
              </Heading>
              <Button
                variant="ghost"
                size="icon"
                aria-label="Fechar"
                onPress={cancel}
                className="-mr-2 size-8"
              >
                <X aria-hidden />
              </Button>
            </div>
            <div className="flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto px-5 py-4">
              {children(state.draft, setDraft)}
            </div>
            <div
              className={cn(
                'flex gap-2 border-t border-border px-5 py-3',
                emptyValue === undefined ? 'justify-end' : 'justify-between',
              )}
            >
              {emptyValue !== undefined && (
                <Button variant="ghost" onPress={() => dispatch({ type: 'reset', empty: emptyValue })}>
                  {resetLabel}
                </Button>
              )}
              <div className="flex gap-2">
                <Button onPress={cancel}>{cancelLabel}</Button>
                <Button variant="primary" onPress={apply}>
                  {applyLabel}
                </Button>
              </div>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
