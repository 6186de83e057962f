import path from 'node:path';
import type { Rolldown } from 'vite';

/** A build's chunks, by what they hold and what they import (load-groups.ts, route-preloads.ts). */
export class ChunkGraph {
  private readonly byFile: Map<string, Rolldown.OutputChunk>;

  constructor(
    readonly chunks: Rolldown.OutputChunk[],
    private readonly root: string,
  ) {
    this.byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  }

  /** The file name of the chunk holding `file` (a module, relative to the app's root). */
  chunkOf(file: string): string {
    const id = path.resolve(this.root, file);
    const chunk = this.chunks.find((c) => c.moduleIds.includes(id));
    if (!chunk) throw new Error(`${file} is in no chunk of the build`);
    return chunk.fileName;
  }

  /**
   * The chunks the browser runs to run `starts` (chunk file names): those and everything they
   * import, each after its imports, without those in `skip` (which gets them all added).
   */
  loadOrder(starts: string[], skip = new Set<string>()): string[] {
    const order: string[] = [];
    const visit = (file: string) => {
      if (skip.has(file)) return;
      skip.add(file);
      for (const imported of this.byFile.get(file)?.imports ?? []) visit(imported);
      order.push(file);
    };
    for (const start of starts) visit(start);
    return order;
  }

  /** Every module the chunks that run `files` (modules, relative to the root) hold. */
  modulesLoadedBy(files: string[]): Set<string> {
    const chunks = this.loadOrder(files.map((file) => this.chunkOf(file)));
    return new Set(chunks.flatMap((file) => this.byFile.get(file)?.moduleIds ?? []));
  }
}
