/**
 * The careers site of an organisation (issue #13, point 1): its public profile and open jobs, and
 * the settings its admin keeps (description, brand colour, logo).
 */
import { z } from 'zod';
import { storableString } from '../text.js';
import { idParam, pageFields, wholeNumberParam } from './common.js';
import { APPLICATION_MESSAGES } from './applications.js';
import { JOB_MESSAGES } from './jobs.js';

export const CAREERS_DESCRIPTION_MAX = 500;
export const CAREERS_SEARCH_MAX = 100;
export const CAREERS_PAGE_DEFAULT_SIZE = 10;
export const CAREERS_PAGE_MAX_SIZE = 50;
/** The colour of a careers page whose admin chose none (the product's indigo). */
export const CAREERS_DEFAULT_COLOR = '#4f46e5';
export const CAREERS_LOGO_MAX_BYTES = 512 * 1024;
/** Raster images only: an SVG can carry script. */
export const CAREERS_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type CareersLogoType = (typeof CAREERS_LOGO_TYPES)[number];
/** The multipart part that carries the logo file. */
export const CAREERS_LOGO_PART = 'logo';

const HEX_COLOR_PATTERN = /^#[0-9a-f]{6}$/;

export const CAREERS_MESSAGES = {
  pageNotFound: 'This careers page does not exist.',
  jobNotFound: JOB_MESSAGES.notFound,
  jobClosed: APPLICATION_MESSAGES.jobNotAccepting,
  invalidColor: 'Enter the color as # and six hexadecimal digits, for example #4f46e5.',
  descriptionTooLong: `The description may be at most ${CAREERS_DESCRIPTION_MAX} characters.`,
  searchTooLong: `The search may be at most ${CAREERS_SEARCH_MAX} characters.`,
  filterTooLong: 'A filter may be at most 200 characters.',
  invalidPage: JOB_MESSAGES.invalidPage,
  invalidSize: `Size must be a whole number from 1 to ${CAREERS_PAGE_MAX_SIZE}.`,
  logoMissing: 'Choose a PNG, JPEG or WebP image as the logo.',
  logoTooLarge: `The logo may be at most ${CAREERS_LOGO_MAX_BYTES / 1024} KB.`,
  logoType: 'The logo must be a PNG, JPEG or WebP image (SVG is not accepted: it can carry scripts).',
  noLogo: 'This organization has no logo.',
  /** Titles and the default description of the pages, the same in the served HTML and in the app. */
  pageTitle: (company: string) => `Jobs at ${company}`,
  pageDescription: (company: string) => `Open positions at ${company}.`,
  jobTitle: (title: string, company: string) => `${title} at ${company}`,
} as const;

/** A slug as typed in an address: any letter case; one that names no organisation is a 404. */
const slugParam = storableString().trim().toLowerCase().max(63, CAREERS_MESSAGES.pageNotFound);

/** An optional text filter: blank means no filter. */
const optionalFilter = (max: number, message: string) =>
  storableString()
    .trim()
    .max(max, message)
    .optional()
    .transform((text) => text || undefined);

export const careersParamsSchema = z.object({ slug: slugParam });
export const careersJobParamsSchema = z.object({ slug: slugParam, jobId: idParam(JOB_MESSAGES.invalidJobId) });

/** GET /api/careers/{slug}/jobs: words in the title, description, department or location; exact department and location. */
export const careersJobListQuerySchema = z.object({
  q: optionalFilter(CAREERS_SEARCH_MAX, CAREERS_MESSAGES.searchTooLong),
  department: optionalFilter(200, CAREERS_MESSAGES.filterTooLong),
  location: optionalFilter(200, CAREERS_MESSAGES.filterTooLong),
  page: wholeNumberParam(CAREERS_MESSAGES.invalidPage, 0, 100_000_000).default(0),
  size: wholeNumberParam(CAREERS_MESSAGES.invalidSize, 1, CAREERS_PAGE_MAX_SIZE).default(CAREERS_PAGE_DEFAULT_SIZE),
});
export type CareersJobListQuery = z.input<typeof careersJobListQuerySchema>;

/** The organisation as its careers page shows it. `logoUrl` is relative to the app's origin. */
export const careersProfileSchema = z
  .object({
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    /** '#rrggbb', lower case. */
    color: z.string(),
    logoUrl: z.string().nullable(),
  })
  .meta({ id: 'CareersProfile' });
export type CareersProfile = z.infer<typeof careersProfileSchema>;

/** An open job in the careers list. Dates are 'YYYY-MM-DD'; `cutoffDate` is the last day to apply. */
export const careersJobSummarySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    department: z.string(),
    location: z.string(),
    employmentType: z.string(),
    cutoffDate: z.string(),
    postedDate: z.string(),
  })
  .meta({ id: 'CareersJobSummary' });
export type CareersJobSummary = z.infer<typeof careersJobSummarySchema>;

/** A page of open jobs (zero-based `number`), with the departments and locations of all open jobs for the filters. */
export const careersJobPageSchema = z
  .object({
    ...pageFields(careersJobSummarySchema),
    departments: z.array(z.string()),
    locations: z.array(z.string()),
  })
  .meta({ id: 'CareersJobPage' });
export type CareersJobPage = z.infer<typeof careersJobPageSchema>;

/** One open job as its careers page shows it. */
export const careersJobSchema = careersJobSummarySchema
  .extend({
    company: z.string(),
    description: z.string(),
    requirements: z.string(),
  })
  .meta({ id: 'CareersJob' });
export type CareersJob = z.infer<typeof careersJobSchema>;

/** The careers settings as staff read them, with the page's public address. */
export const careersSettingsSchema = z
  .object({
    description: z.string(),
    color: z.string(),
    logoUrl: z.string().nullable(),
    slug: z.string(),
    /** Absolute address of the careers page (PUBLIC_URL/careers/{slug}). */
    careersUrl: z.string(),
  })
  .meta({ id: 'CareersSettings' });
export type CareersSettings = z.infer<typeof careersSettingsSchema>;

/** PUT /api/organizations/settings/careers (organisation admins only). */
export const updateCareersSettingsRequestSchema = z
  .object({
    description: storableString({ error: CAREERS_MESSAGES.descriptionTooLong })
      .trim()
      .max(CAREERS_DESCRIPTION_MAX, CAREERS_MESSAGES.descriptionTooLong),
    color: storableString({ error: CAREERS_MESSAGES.invalidColor }).trim().toLowerCase().regex(HEX_COLOR_PATTERN, CAREERS_MESSAGES.invalidColor),
  })
  .meta({ id: 'UpdateCareersSettingsRequest' });
export type UpdateCareersSettingsRequest = z.input<typeof updateCareersSettingsRequestSchema>;
