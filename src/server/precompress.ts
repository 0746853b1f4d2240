import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|ico)$/;
// Below this size the encoding headers cost about what compression saves.
const MIN_BYTES = 1024;

/**
 * Writes `file.br` and `file.gz` beside every compressible built file, at the highest levels:
 * done once at build time, so the server only picks the variant the browser accepts.
 */
export function precompressDir(dir: string): { files: number; raw: number; brotli: number } {
  const totals = { files: 0, raw: 0, brotli: 0 };
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const file = join(path, name);
      if (statSync(file).isDirectory()) {
        walk(file);
        continue;
      }
      if (!COMPRESSIBLE.test(name)) continue;
      const data = readFileSync(file);
      if (data.length < MIN_BYTES) continue;
      const br = brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      });
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      totals.files++;
      totals.raw += data.length;
      totals.brotli += br.length;
    }
  };
  walk(dir);
  return totals;
}
