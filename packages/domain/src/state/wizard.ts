import { WIZARD_STEPS } from '../constants.js';

/** The last step index of the classification wizard (3, §4). */
export const LAST_WIZARD_STEP = WIZARD_STEPS.length - 1;

/**
 * The step after `step` (AVANÇAR), clamped to 0..3.
 * @example nextWizardStep(3) // 3
 */
export function nextWizardStep(step: number): number {
  return clampStep(step + 1);
}

/**
 * The step before `step` (VOLTAR), clamped to 0..3.
 * @example previousWizardStep(0) // 0
 */
export function previousWizardStep(step: number): number {
  return clampStep(step - 1);
}

/** Whether `step` is the last one, where FINALIZAR replaces AVANÇAR and saves (§2.9). */
export function isLastWizardStep(step: number): boolean {
  return step >= LAST_WIZARD_STEP;
}

function clampStep(step: number): number {
  return Math.min(LAST_WIZARD_STEP, Math.max(0, Math.trunc(step)));
}
