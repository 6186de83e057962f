export function freePort(): Promise<number>;
export function startHangar(options?: {
  build?: boolean;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<{ url: string; stop: () => Promise<void>; output: () => string }>;
