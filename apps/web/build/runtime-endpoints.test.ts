import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseSync, transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { runtimeEndpoints } from './runtime-endpoints';

const JOBS = path.resolve(import.meta.dirname, '../../../packages/contract/src/api/jobs.ts');

describe('runtimeEndpoints', () => {
  it('leaves each descriptor of the contract its method and path only', async () => {
    const { code } = await transformWithOxc(await readFile(JOBS, 'utf8'), JOBS, { lang: 'ts' });
    const { handler } = runtimeEndpoints().transform as { handler: (this: unknown, code: string) => { code: string } };
    const output = handler.call({ parse: (source: string) => parseSync('jobs.js', source).program }, code).code;
    expect(output).toMatch(/getJob: defineEndpoint\(\{ method: ["']GET["'], path: ["']\/functions\/V1\/job\/:id["'] \}\)/);
    expect(output).not.toMatch(/\b(responses|summary|params|body|query):/);
  });
});
