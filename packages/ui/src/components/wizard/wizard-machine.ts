/**
 * The wizard's step logic as a pure reducer, free of React so it is tested in node
 * (the habit of headlessui's `menu-machine.ts`). The view (`wizard.tsx`) only dispatches.
 */

/** The state of a wizard: where it is and how many steps it has. */
export interface WizardState {
  /** Zero-based index of the current step. */
  step: number;
  /** Number of steps (at least 1). */
  count: number;
  /** Highest step index reached so far, so already visited steps can be revisited. */
  furthest: number;
}

/** What can happen to a wizard. Guards (`canAdvance`) come with the event so the reducer stays pure. */
export type WizardEvent =
  /** Go to the next step; ignored on the last step or when `canAdvance` is false. */
  | { type: 'next'; canAdvance: boolean }
  /** Go to the previous step; ignored on the first step. */
  | { type: 'back' }
  /** Jump to a step that was already reached (clicking a finished step's number). */
  | { type: 'goTo'; step: number }
  /** Start again from the first step. */
  | { type: 'reset' }
  /** The number of steps changed (steps given as props changed); the step is clamped. */
  | { type: 'setCount'; count: number };

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * Creates the initial state.
 * @example createWizardState(4) // { step: 0, count: 4, furthest: 0 }
 */
export function createWizardState(count: number, step = 0): WizardState {
  const safeCount = Math.max(1, Math.floor(count));
  const safeStep = clamp(Math.floor(step), 0, safeCount - 1);
  return { step: safeStep, count: safeCount, furthest: safeStep };
}

/** True when the wizard is on its last step (FINALIZAR instead of AVANÇAR). */
export function isLastStep(state: WizardState): boolean {
  return state.step === state.count - 1;
}

/** True when the wizard is on its first step (VOLTAR disabled). */
export function isFirstStep(state: WizardState): boolean {
  return state.step === 0;
}

/**
 * The status of step `index` for the numbered step list: `complete` (before the current step),
 * `current`, `visited` (after the current step but already reached, so it can be jumped to) or
 * `upcoming`.
 */
export function stepStatus(
  state: WizardState,
  index: number,
): 'complete' | 'current' | 'visited' | 'upcoming' {
  if (index === state.step) return 'current';
  if (index < state.step) return 'complete';
  return index <= state.furthest ? 'visited' : 'upcoming';
}

/** The reducer. Returns the same object when nothing changes, so React can skip a render. */
export function wizardReducer(state: WizardState, event: WizardEvent): WizardState {
  switch (event.type) {
    case 'next': {
      if (!event.canAdvance || isLastStep(state)) return state;
      const step = state.step + 1;
      return { ...state, step, furthest: Math.max(state.furthest, step) };
    }
    case 'back':
      return isFirstStep(state) ? state : { ...state, step: state.step - 1 };
    case 'goTo': {
      if (!Number.isInteger(event.step) || event.step === state.step) return state;
      if (event.step < 0 || event.step > state.furthest) return state;
      return { ...state, step: event.step };
    }
    case 'reset':
      return state.step === 0 && state.furthest === 0 ? state : { ...state, step: 0, furthest: 0 };
    case 'setCount': {
      const count = Math.max(1, Math.floor(event.count));
      if (count === state.count) return state;
      const step = clamp(state.step, 0, count - 1);
      return { count, step, furthest: clamp(state.furthest, step, count - 1) };
    }
  }
}
