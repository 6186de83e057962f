export { breakLongWords, LONGEST_WORD } from './break-long-words';
export { cn } from './cn';
export { composeTailwindRenderProps, focusRing, focusVisibleRing } from './focus-ring';
export { touchField, touchFieldText, touchTarget } from './touch-target';
