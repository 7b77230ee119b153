/**
 * A Word 97 file is an OLE compound file, and word-extractor follows its header's counts as given:
 * a header claiming 2^31 - 1 master allocation sectors kept a child reading and allocating until
 * its heap ran out, 15 s later. A sector size the format does not have, or a count of allocation
 * sectors that the file cannot hold, is refused before the file is read ([MS-CFB] 2.2).
 */

const HEADER_BYTES = 512;
/** 512-byte sectors (version 3) or 4,096-byte sectors (version 4). */
const SECTOR_SHIFTS = new Set([9, 12]);
const SECTOR_SHIFT_OFFSET = 30;
const FAT_SECTORS_OFFSET = 44;
const MINI_FAT_SECTORS_OFFSET = 64;
const DIFAT_SECTORS_OFFSET = 72;
/** The header lists the first 109 FAT sectors itself; DIFAT sectors list the rest. */
const FAT_SECTORS_IN_HEADER = 109;

export class CompoundFileHeaderError extends Error {
  constructor(problem: string) {
    super(`the Word document's header is damaged: ${problem}`);
    this.name = 'CompoundFileHeaderError';
  }
}

export function assertCompoundFileHeaderFits(bytes: Uint8Array): void {
  if (bytes.length < HEADER_BYTES) throw new CompoundFileHeaderError('the file is shorter than its header');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sectorShift = view.getUint16(SECTOR_SHIFT_OFFSET, true);
  if (!SECTOR_SHIFTS.has(sectorShift)) throw new CompoundFileHeaderError(`it declares sectors of 2^${sectorShift} bytes`);
  const sectorsInFile = Math.ceil(bytes.length / 2 ** sectorShift);
  const fatSectors = view.getUint32(FAT_SECTORS_OFFSET, true);
  // Readers ignore the DIFAT count of a file whose FAT fits the header's list; so does this check.
  const counted = [fatSectors, view.getUint32(MINI_FAT_SECTORS_OFFSET, true)];
  if (fatSectors > FAT_SECTORS_IN_HEADER) counted.push(view.getUint32(DIFAT_SECTORS_OFFSET, true));
  for (const count of counted) {
    if (count > sectorsInFile) throw new CompoundFileHeaderError(`it counts ${count} sectors in a file of ${sectorsInFile}`);
  }
}
