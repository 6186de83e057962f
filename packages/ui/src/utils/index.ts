export { cn } from './cn';
export { composeTailwindRenderProps, focusRing, focusVisibleRing } from './focus-ring';
