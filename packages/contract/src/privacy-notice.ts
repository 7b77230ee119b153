/**
 * The privacy notice a candidate reads and agrees to before applying through the application
 * assistant (issue #13 point 2). The one place its words live: the assistant shows the summary,
 * its full-notice page the sections, and every public application stores the version its
 * candidate agreed to, so any change of these words needs a new version.
 */

export const PRIVACY_NOTICE_VERSION = '2026-11-24';

/** What the notice names: the hiring organisation, the job applied for, and the organisation's retention period. */
export interface PrivacyNoticeFacts {
  organization: string;
  jobTitle: string;
  /** Months after the candidate's last activity; null when the organisation has set none. */
  retentionMonths: number | null;
}

/**
 * How long an application is kept, as the maintenance job enforces it: the organisation's retention
 * period; without one, until someone erases it (no period is promised that nothing enforces).
 */
function keptFor(organization: string, retentionMonths: number | null): string {
  if (retentionMonths === null) return `Kept until you ask for its erasure or ${organization} erases it; ${organization} has set no fixed period.`;
  return `Kept for ${retentionMonths} ${retentionMonths === 1 ? 'month' : 'months'} after your last activity, then erased, unless you are hired.`;
}

export interface PrivacyNoticePoint {
  label: string;
  text: string;
}

export interface PrivacyNoticeSection {
  heading: string;
  paragraphs: string[];
}

/** The five points the assistant shows before the resume step: who, what for, how long, AI, and the way out of AI. */
export function privacyNoticeSummary({ organization, jobTitle, retentionMonths }: PrivacyNoticeFacts): PrivacyNoticePoint[] {
  return [
    {
      label: 'Who processes your data',
      text: `${organization}, the hiring organisation. Kairox runs this application service for ${organization} as its processor.`,
    },
    { label: 'What for', text: `Only to assess your application for ${jobTitle} and to contact you about it.` },
    { label: 'How long it is kept', text: keptFor(organization, retentionMonths) },
    {
      label: 'AI assists, a person decides',
      text: `AI helps screen your resume and answers; a person at ${organization} makes every decision about your application.`,
    },
    {
      label: 'Prefer a process without AI?',
      text: `Reply to any email about your application, or contact ${organization}, and ask for an alternative process. It will not count against you.`,
    },
  ];
}

/** The full notice, behind the summary's "Read the full privacy notice" link. */
export function privacyNoticeSections({ organization, jobTitle, retentionMonths }: PrivacyNoticeFacts): PrivacyNoticeSection[] {
  return [
    {
      heading: 'Who is responsible',
      paragraphs: [
        `${organization} is the hiring organisation and decides how your application data is used (the controller).`,
        `Kairox provides the recruitment platform and this application assistant and processes your data only on ${organization}'s instructions (a processor). Kairox does not use your data for any purpose of its own and does not sell it.`,
      ],
    },
    {
      heading: 'What we collect',
      paragraphs: [
        'Your name, email address and phone number, your resume and the text read from it, your answers in this chat (experience, skills, motivation), and the date of your agreement to this notice.',
      ],
    },
    {
      heading: 'What it is used for',
      paragraphs: [
        `Only to assess your application for ${jobTitle}, to contact you about it and to keep a record of the decisions made about it. The basis is your agreement to this notice and the steps taken at your request before a possible employment contract.`,
        `Your application is seen by ${organization}'s hiring team only.`,
      ],
    },
    {
      heading: 'How AI is used',
      paragraphs: [
        'AI reads your resume, compares it with the job and suggests a score and notes; you may also be invited to a short AI pre-screening interview.',
        `AI only assists: a person at ${organization} reviews your application and makes every decision, including any rejection.`,
        `You may ask for an alternative process without AI at any time: reply to any email about your application, or contact ${organization}. Asking will not count against you.`,
      ],
    },
    {
      heading: 'How long it is kept',
      paragraphs: [keptFor(organization, retentionMonths)],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        `You may ask ${organization} for a copy of your data, to correct it, to erase it or to restrict its use, and you may withdraw your agreement at any time (this does not affect what was done before). Use the link in any email about your application, or reply to it.`,
        'You may also complain to the data protection authority where you live or work.',
      ],
    },
  ];
}
