import { describe, expect, it } from 'vitest';
import { validDoc } from '../../../testing/hostile-files.js';
import { CompoundFileHeaderError, assertCompoundFileHeaderFits } from './compound-file.js';
import { extractResumeText } from './parse.js';

/** A generated Word 97 resume with some of its header's 32-bit fields overwritten. */
function docWithHeader(fields: Record<number, number>, shift?: number): Buffer {
  const bytes = Buffer.from(validDoc('Jordan Rivera\nBackend engineer').bytes);
  for (const [offset, value] of Object.entries(fields)) bytes.writeUInt32LE(value, Number(offset));
  if (shift !== undefined) bytes.writeUInt16LE(shift, 30);
  return bytes;
}

describe('the Word document header check', () => {
  it('lets a Word 97 resume through to its text', async () => {
    const resume = docWithHeader({});
    expect(() => assertCompoundFileHeaderFits(resume)).not.toThrow();
    expect(await extractResumeText(resume, 'doc')).toContain('Backend engineer');
  });

  it('ignores the DIFAT count of a file whose allocation table fits its header, as readers do', () => {
    expect(() => assertCompoundFileHeaderFits(docWithHeader({ 72: 0x7fff_ffff }))).not.toThrow();
  });

  it('refuses an endless DIFAT chain at once instead of reading it until the heap runs out', async () => {
    const endless = docWithHeader({ 44: 200, 68: 1, 72: 0x7fff_ffff });
    await expect(extractResumeText(endless, 'doc')).rejects.toThrow(CompoundFileHeaderError);
    expect(() => assertCompoundFileHeaderFits(endless)).toThrow(/counts 200 sectors in a file of \d+/);
  });

  it('refuses a mini allocation table larger than the file', () => {
    expect(() => assertCompoundFileHeaderFits(docWithHeader({ 64: 1_000_000 }))).toThrow(/counts 1000000 sectors/);
  });

  it('refuses sectors of a size the format does not have, and a file shorter than its header', () => {
    expect(() => assertCompoundFileHeaderFits(docWithHeader({}, 30))).toThrow(/sectors of 2\^30 bytes/);
    expect(() => assertCompoundFileHeaderFits(docWithHeader({}).subarray(0, 300))).toThrow(/shorter than its header/);
  });
});
