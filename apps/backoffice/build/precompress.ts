import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text assets worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

/**
 * Writes `file.br` and `file.gz` beside every text asset of the build, at the highest levels,
 * so the server sends them as they are (`@fastify/static`'s `preCompressed`) instead of
 * compressing on every request at a cheaper level.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  // A build kept in memory (build/load-groups.ts plans from one) writes nothing to compress.
  let writes = true;
  return {
    name: 'hangar:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      writes = config.build.write;
    },
    async closeBundle() {
      if (!writes) return;
      const files = (await readdir(outDir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const body = await readFile(full);
          if (body.length < 1024) return;
          await writeFile(
            `${full}.br`,
            await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          await writeFile(`${full}.gz`, await gz(body, { level: 9 }));
        }),
      );
    },
  };
}
