/**
 * Writes a Brotli (.br) and a gzip (.gz) twin next to every text file of the build, which the
 * server sends as they are to a browser that accepts them (@fastify/static `preCompressed`): the
 * strongest compression, paid once here instead of on every request. A twin that would not be
 * smaller than its file is not written.
 *
 *   node scripts/precompress.mjs [--dist dist]
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT_FILE = /\.(?:js|css|html|svg|json|txt|webmanifest)$/;
/** Vite's build manifest (.vite/manifest.json) is for the build's own checks, not for browsers. */
const BUILD_METADATA = /^\.vite[\\/]/;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const { values: options } = parseArgs({ options: { dist: { type: 'string', default: path.join(import.meta.dirname, '..', 'dist') } } });

async function precompress(file) {
  const content = await readFile(file);
  const twins = {
    br: await brotli(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
    gz: await gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
  };
  const sizes = { raw: content.length, br: content.length, gz: content.length };
  for (const [extension, compressed] of Object.entries(twins)) {
    if (compressed.length >= content.length) continue;
    await writeFile(`${file}.${extension}`, compressed);
    sizes[extension] = compressed.length;
  }
  return sizes;
}

const files = (await readdir(options.dist, { recursive: true })).filter((file) => TEXT_FILE.test(file) && !BUILD_METADATA.test(file));
const sizes = await Promise.all(files.map((file) => precompress(path.join(options.dist, file))));
const total = (key) => `${(sizes.reduce((sum, size) => sum + size[key], 0) / 1000).toFixed(1)} KB`;
console.log(`Precompressed ${files.length} files: ${total('raw')}, Brotli ${total('br')}, gzip ${total('gz')}.`);
