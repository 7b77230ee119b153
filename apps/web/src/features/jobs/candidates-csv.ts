import { APPLICANT_LIST_MAX_SIZE, applicationStatusLabel, csvLine, type Applicant } from '@kairox/contract';
import { getApplicants } from '../../api/applications';
import { saveBlob } from '../../lib/download';
import { CANDIDATES_CSV_TEXT as T } from './messages';

/** The job's candidates as the CSV export lists them, one row each, with the column names first. */
export function candidatesCsv(applicants: readonly Applicant[]): string {
  return [
    T.columns,
    ...applicants.map((row) => [
      row.candidateName,
      row.candidateEmail,
      row.candidatePhone,
      applicationStatusLabel(row.status),
      row.score,
      row.noticePeriod,
      row.experience,
      row.skills,
      row.sourceChannel,
      row.resumeStatus,
      row.createdAt,
    ]),
  ]
    .map(csvLine)
    .join('');
}

/** '{job title} - Candidates.csv', without the characters file systems refuse. */
export function csvFileName(jobTitle: string): string {
  const title =
    jobTitle
      .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || T.untitled;
  return `${title} - ${T.fileSuffix}.csv`;
}

/**
 * Every candidate of the job, page after page at the largest page size the API allows (the table
 * loads 20 at a time). A candidate that moves between pages while they load is listed once.
 */
export async function fetchAllApplicants(jobId: number): Promise<Applicant[]> {
  const byId = new Map<number, Applicant>();
  for (let page = 0; ; page += 1) {
    const answer = await getApplicants(jobId, page, APPLICANT_LIST_MAX_SIZE);
    for (const row of answer.content) if (!byId.has(row.id)) byId.set(row.id, row);
    if (answer.last || answer.content.length === 0 || page + 1 >= answer.totalPages) break;
  }
  return [...byId.values()];
}

/** Saves the CSV text as a file (with a byte order mark, so spreadsheets read it as UTF-8). */
export function downloadCsv(fileName: string, csv: string): void {
  saveBlob(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), fileName);
}
