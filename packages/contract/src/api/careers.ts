import {
  CAREERS_DESCRIPTION_MAX,
  CAREERS_LOGO_MAX_BYTES,
  CAREERS_LOGO_PART,
  careersJobListQuerySchema,
  careersJobPageSchema,
  careersJobParamsSchema,
  careersJobSchema,
  careersParamsSchema,
  careersProfileSchema,
  careersSettingsSchema,
  updateCareersSettingsRequestSchema,
} from '../schemas/careers.js';
import { defineEndpoint } from './endpoint.js';

const tags = ['Careers'];

const PUBLIC_NOTE = 'No token; rate-limited per IP. An unknown slug answers 404.';

/** The careers site of an organisation (public) and its settings (staff). */
export const careersEndpoints = {
  getProfile: defineEndpoint({
    method: 'GET',
    path: '/api/careers/:slug',
    auth: 'public',
    tags,
    summary: "An organisation's careers page: name, description, colour and logo",
    description: PUBLIC_NOTE,
    params: careersParamsSchema,
    responses: { 200: careersProfileSchema },
    errors: [400, 404, 429],
  }),
  listJobs: defineEndpoint({
    method: 'GET',
    path: '/api/careers/:slug/jobs',
    auth: 'public',
    tags,
    summary: "The organisation's open jobs",
    description:
      'Only ACTIVE jobs whose cutoff date has not passed (Anywhere on Earth), newest first. `q` matches words in the ' +
      'title, description, department or location; `department` and `location` match exactly (any letter case). ' +
      '`departments` and `locations` list those of every open job, for the filters. ' +
      PUBLIC_NOTE,
    params: careersParamsSchema,
    query: careersJobListQuerySchema,
    responses: { 200: careersJobPageSchema },
    errors: [400, 404, 429],
  }),
  getJob: defineEndpoint({
    method: 'GET',
    path: '/api/careers/:slug/jobs/:jobId',
    auth: 'public',
    tags,
    summary: 'One open job of the organisation',
    description:
      "404 'Job not found.' for a missing or DRAFT job, or one of another organisation; 410 'This job is no longer " +
      "accepting applications.' for a CLOSED or COMPLETED job or one past its cutoff date. " +
      PUBLIC_NOTE,
    params: careersJobParamsSchema,
    responses: { 200: careersJobSchema },
    errors: [400, 404, 410, 429],
  }),
  getLogo: defineEndpoint({
    method: 'GET',
    path: '/api/careers/:slug/logo',
    auth: 'public',
    tags,
    summary: "The organisation's logo image",
    description: 'The PNG, JPEG or WebP file with its content type; 404 when the organisation has none. ' + PUBLIC_NOTE,
    params: careersParamsSchema,
    errors: [400, 404, 429],
  }),
  getSettings: defineEndpoint({
    method: 'GET',
    path: '/api/organizations/settings/careers',
    auth: 'staff',
    tags,
    summary: "The caller's careers page settings and its public address",
    description: 'Any member may read them.',
    responses: { 200: careersSettingsSchema },
    errors: [401],
  }),
  updateSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/organizations/settings/careers',
    auth: 'orgAdmin',
    tags,
    summary: 'Change the careers page description and colour (organisation admins only)',
    description: `\`description\`: at most ${CAREERS_DESCRIPTION_MAX} characters (may be empty). \`color\`: '#rrggbb'. Other roles: 403.`,
    body: updateCareersSettingsRequestSchema,
    responses: { 200: careersSettingsSchema },
    errors: [400, 401, 403],
  }),
  uploadLogo: defineEndpoint({
    method: 'PUT',
    path: '/api/organizations/settings/careers/logo',
    auth: 'orgAdmin',
    tags,
    summary: 'Replace the careers page logo (organisation admins only)',
    description:
      `multipart/form-data with one file part \`${CAREERS_LOGO_PART}\`: a PNG, JPEG or WebP image of at most ` +
      `${CAREERS_LOGO_MAX_BYTES / 1024} KB, told by its content; anything else (SVG included) is refused with 400 ` +
      'and the stored logo stays. A body that is not multipart: 415. Other roles: 403.',
    multipart: true,
    responses: { 200: careersSettingsSchema },
    errors: [400, 401, 403, 415],
  }),
  deleteLogo: defineEndpoint({
    method: 'DELETE',
    path: '/api/organizations/settings/careers/logo',
    auth: 'orgAdmin',
    tags,
    summary: 'Remove the careers page logo (organisation admins only)',
    responses: { 200: careersSettingsSchema },
    errors: [401, 403],
  }),
};
