import type { ReactNode } from 'react';

export interface CanProps<P = string> {
  /** Permissions the children need; every one must be held. */
  permissions: readonly P[];
  /**
   * Decides whether the user holds the listed permissions (the app passes its domain rule).
   * Called with `permissions`.
   */
  check: (permissions: readonly P[]) => boolean;
  /** Shown when the check passes. */
  children: ReactNode;
  /** Shown instead when it fails. @default null */
  fallback?: ReactNode;
}

/**
 * Renders its children only when `check(permissions)` is true. Hiding a control is never the
 * security: the server enforces permissions too.
 * @example <Can permissions={['curso.adicionar']} check={(p) => p.every(isPermission) && hasAll(held, p)}><Button>ADICIONAR CURSO</Button></Can>
 */
export function Can<P = string>({ permissions, check, children, fallback = null }: CanProps<P>) {
  return <>{check(permissions) ? children : fallback}</>;
}
