import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inflateInSlices } from './inflate-slices.js';

function inflated(compressed: Uint8Array): { text: string; calls: number } {
  const chunks: Uint8Array[] = [];
  inflateInSlices(compressed, (chunk) => chunks.push(chunk));
  return { text: Buffer.concat(chunks).toString('latin1'), calls: chunks.length };
}

describe('inflating in slices', () => {
  it('hands over the whole output, slice by slice', () => {
    // Words in a pseudo-random order: compressed, they span many slices.
    let seed = 7;
    const words = ['senior', 'backend', 'engineer', 'TypeScript', 'PostgreSQL', 'led', 'team', 'of', 'six', 'Berlin'];
    const text = Array.from({ length: 40_000 }, () => words[(seed = (seed * 48271) % 2147483647) % words.length]).join(' ');
    const { text: out, calls } = inflated(deflateRawSync(text));
    expect(out).toBe(text);
    expect(calls).toBeGreaterThan(1);
  });

  it('stops reading where the deflate data ends, however much follows it', () => {
    const text = 'Jordan Rivera, backend engineer';
    const padded = Buffer.concat([deflateRawSync(text), Buffer.alloc(4 * 1024 * 1024, 0x20)]);
    const { text: out, calls } = inflated(padded);
    expect(out).toBe(text);
    // One slice holds all the deflate data: the megabytes after it are never pushed.
    expect(calls).toBe(1);
  });

  it('throws on corrupt data and lets an output callback stop it', () => {
    expect(() => inflated(Buffer.from([0xff, 0xff, 0xff, 0xff]))).toThrow();
    const bomb = deflateRawSync(Buffer.alloc(64 * 1024 * 1024));
    let produced = 0;
    expect(() =>
      inflateInSlices(bomb, (chunk) => {
        produced += chunk.length;
        if (produced > 1024 * 1024) throw new Error('over the limit');
      }),
    ).toThrow('over the limit');
    expect(produced).toBeLessThan(8 * 1024 * 1024);
  });
});
