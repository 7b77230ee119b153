import { RESUME_MAX_BYTES } from '@kairox/contract';
import { CANDIDATE_TEXT as T } from './messages';

/** Dashboard pickers accept PDF only (spec section 9); the server checks the content itself. */
function isPdfName(file: Pick<File, 'name' | 'type'>): boolean {
  return /\.pdf$/i.test(file.name) || file.type === 'application/pdf';
}

/** Why a file cannot be a dashboard resume (empty, not a PDF, over 10 MB), or null when it can. */
export function dashboardResumeProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!isPdfName(file)) return T.pdfOnly;
  if (file.size === 0) return T.emptyFile;
  if (file.size > RESUME_MAX_BYTES) return T.tooLarge;
  return null;
}

/** 1536 -> '1.5 KB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export const fileKey = (file: Pick<File, 'name' | 'size' | 'lastModified'>) => `${file.name}:${file.size}:${file.lastModified}`;
