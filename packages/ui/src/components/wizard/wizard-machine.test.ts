import { describe, expect, it } from 'vitest';
import { createWizardState, isFirstStep, isLastStep, stepStatus, wizardReducer } from './wizard-machine';

describe('createWizardState', () => {
  it('starts at the first step', () => {
    expect(createWizardState(4)).toEqual({ step: 0, count: 4, furthest: 0 });
  });
  it('clamps the initial step and the count', () => {
    expect(createWizardState(4, 9)).toEqual({ step: 3, count: 4, furthest: 3 });
    expect(createWizardState(0)).toEqual({ step: 0, count: 1, furthest: 0 });
  });
});

describe('wizardReducer', () => {
  it('advances only when the step allows it', () => {
    const s0 = createWizardState(4);
    expect(wizardReducer(s0, { type: 'next', canAdvance: false })).toBe(s0);
    const s1 = wizardReducer(s0, { type: 'next', canAdvance: true });
    expect(s1).toEqual({ step: 1, count: 4, furthest: 1 });
  });

  it('moves between 0 and the last step and never past them', () => {
    let s = createWizardState(4);
    s = wizardReducer(s, { type: 'back' });
    expect(s.step).toBe(0);
    for (let i = 0; i < 10; i++) s = wizardReducer(s, { type: 'next', canAdvance: true });
    expect(s.step).toBe(3);
    expect(isLastStep(s)).toBe(true);
    s = wizardReducer(s, { type: 'back' });
    expect(s).toEqual({ step: 2, count: 4, furthest: 3 });
    expect(isFirstStep(s)).toBe(false);
  });

  it('jumps only to steps already reached', () => {
    let s = createWizardState(4);
    s = wizardReducer(s, { type: 'next', canAdvance: true });
    s = wizardReducer(s, { type: 'next', canAdvance: true });
    expect(wizardReducer(s, { type: 'goTo', step: 3 })).toBe(s);
    expect(wizardReducer(s, { type: 'goTo', step: -1 })).toBe(s);
    expect(wizardReducer(s, { type: 'goTo', step: 0 })).toEqual({ step: 0, count: 4, furthest: 2 });
  });

  it('resets to the first step', () => {
    let s = createWizardState(3);
    s = wizardReducer(s, { type: 'next', canAdvance: true });
    expect(wizardReducer(s, { type: 'reset' })).toEqual({ step: 0, count: 3, furthest: 0 });
    const fresh = createWizardState(3);
    expect(wizardReducer(fresh, { type: 'reset' })).toBe(fresh);
  });

  it('clamps the step when steps are removed', () => {
    const s = createWizardState(4, 3);
    expect(wizardReducer(s, { type: 'setCount', count: 2 })).toEqual({ step: 1, count: 2, furthest: 1 });
    expect(wizardReducer(s, { type: 'setCount', count: 4 })).toBe(s);
  });
});

describe('stepStatus', () => {
  it('marks passed, current and upcoming steps', () => {
    let s = createWizardState(4);
    s = wizardReducer(s, { type: 'next', canAdvance: true });
    s = wizardReducer(s, { type: 'next', canAdvance: true });
    s = wizardReducer(s, { type: 'back' });
    expect([0, 1, 2, 3].map((i) => stepStatus(s, i))).toEqual(['complete', 'current', 'visited', 'upcoming']);
  });
});
