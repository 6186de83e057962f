/** One place the React Compiler skips. */
export interface CompilerFinding {
  /** Relative to the repository. */
  file: string;
  line: number;
  /** The compiler's rule ('Cannot access refs during render'). */
  message: string;
  /** The function says `'use no memo'`, with its reason beside it. */
  optedOut: boolean;
}
export const DEFAULT_ROOTS: string[];
/** Every place the compiler skips under `roots` (the app's and the kit's sources by default). */
export function compilerFindings(roots?: string[]): CompilerFinding[];
