import { Inflate } from 'fflate';

/** Input fed to the inflater at a time: deflate expands at most ~1032x, so ~4 MB out per slice. */
const INFLATE_SLICE = 4096;

/**
 * Whether fflate's streaming inflater has read its last block: its own condition for producing no
 * more output (`s.f`, the last block begun; `s.l`, a block being decoded). Input it is given after
 * that is kept and copied again on every push, so feeding it the rest of a large file slice by
 * slice took quadratic time: 17 s for one PDF stream followed by 10 MB of padding.
 */
function hasEnded(inflater: Inflate): boolean {
  const { s: state } = inflater as unknown as { s: { f?: number; l?: unknown } };
  return Boolean(state.f) && !state.l;
}

/**
 * Inflates raw deflate data a slice at a time, handing each piece of output to `onOutput` as it
 * comes (a caller counting against a limit throws from there), and stops where the deflate data
 * ends: what follows it is not read. Throws fflate's error on corrupt data.
 */
export function inflateInSlices(compressed: Uint8Array, onOutput: (chunk: Uint8Array) => void): void {
  const inflater = new Inflate((chunk) => onOutput(chunk));
  if (compressed.length === 0) inflater.push(compressed, true);
  for (let offset = 0; offset < compressed.length && !hasEnded(inflater); offset += INFLATE_SLICE) {
    const end = Math.min(offset + INFLATE_SLICE, compressed.length);
    inflater.push(compressed.subarray(offset, end), end === compressed.length);
  }
}
