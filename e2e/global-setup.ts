import type { TestProject } from 'vitest/node';
import { startHangar } from '../scripts/lib/server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Builds the app and starts `pnpm start`'s server once for the whole e2e run. */
export default async function setup(project: TestProject) {
  const server = await startHangar();
  project.provide('baseUrl', server.url);
  return async () => {
    await server.stop();
  };
}
