export { Wizard, type WizardLabels, type WizardProps, type WizardStep } from './wizard';
export {
  createWizardState,
  isFirstStep,
  isLastStep,
  stepStatus,
  type WizardEvent,
  type WizardState,
  wizardReducer,
} from './wizard-machine';
