import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names (clsx) and resolves Tailwind conflicts so the last one wins (tailwind-merge).
 * @example cn('px-2 text-sm', isActive && 'bg-accent', className)
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
