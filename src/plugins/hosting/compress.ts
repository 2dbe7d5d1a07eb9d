import {readFile, stat, writeFile} from 'node:fs/promises';
import {extname, join} from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Text that compresses; images, fonts in woff2 and Pagefind's index files (gzip already) do not. Files under
 * 1 kB are left alone: they fit in a packet either way.
 */
export const compressibleExtensions = new Set([
  '.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml', '.txt', '.md', '.yaml', '.map', '.wasm', '.webmanifest', '.ico',
  '.ttf', '.otf', '.eot',
]);
export const minimumSize = 1024;

/**
 * Brotli quality 11 for the files every first visit loads (the stylesheet, the main script and its runtime),
 * quality 5 for the rest. On this site, quality 11 saves 9 kB of the main script's 95 kB (1 s of one core per
 * locale), while on all other files quality 10 would save a tenth of the bytes at a fifth of the speed: most of
 * the hosting step's time went into a few large chunks that only some pages load (diagrams, API pages), so the
 * long tail gets the fast setting. Qualities 7 to 9 crawl on the repetitive API chunks. DEPLOY.md has the figures.
 */
const entryFile = /(^|\/)assets\/(css\/[^/]+\.css|js\/(main|runtime~main)\.[0-9a-f]+\.js)$/;
const brotliOptions = (file: string, size: number) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: entryFile.test(file) ? 11 : 5,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/** Runs `task` over `items`, `limit` at a time (zlib's asynchronous calls share libuv's four threads). */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({length: Math.min(limit, items.length)}, async () => {
      while (next < items.length) await task(items[next++]);
    }),
  );
}

/**
 * Writes `<file>.br` and `<file>.gz` next to each compressible file of the build (relative paths in `files`;
 * `contents` holds the ones already in memory), when compression saves at least 5 %. Returns a summary.
 */
export async function compressFiles(outDir: string, files: string[], contents: Map<string, string>): Promise<string> {
  const candidates = files.filter((file) => compressibleExtensions.has(extname(file).toLowerCase()));
  let count = 0;
  let before = 0;
  let afterBrotli = 0;
  await eachLimited(candidates, 6, async (file) => {
    const path = join(outDir, file);
    const inMemory = contents.get(file);
    if (inMemory === undefined && (await stat(path)).size < minimumSize) return;
    const data = inMemory === undefined ? await readFile(path) : Buffer.from(inMemory);
    if (data.length < minimumSize) return;
    const [br, gz] = await Promise.all([brotli(data, brotliOptions(file, data.length)), gzip(data, {level: 9})]);
    const worthIt = (output: Buffer) => output.length <= data.length * 0.95;
    await Promise.all([
      worthIt(br) ? writeFile(`${path}.br`, br) : undefined,
      worthIt(gz) ? writeFile(`${path}.gz`, gz) : undefined,
    ]);
    count += 1;
    before += data.length;
    afterBrotli += worthIt(br) ? br.length : data.length;
  });
  return `${count} files, ${(before / 1e6).toFixed(1)} MB to ${(afterBrotli / 1e6).toFixed(1)} MB in brotli`;
}
