/** Addresses of an organisation's careers site: paths for the app, absolute for search engines and feeds. */

export const careersPagePath = (slug: string) => `/careers/${encodeURIComponent(slug)}`;

export const careersJobPath = (slug: string, jobId: number) => `${careersPagePath(slug)}/jobs/${jobId}`;

export const careersFeedPath = (slug: string) => `${careersPagePath(slug)}/jobs.xml`;

/** The logo's address carries its version, so a new logo is a new address and caches may keep each one. */
export const careersLogoPath = (slug: string, version: Date) => `/api/careers/${encodeURIComponent(slug)}/logo?v=${version.getTime()}`;

/** `publicUrl` has no trailing slash (config.ts) and every path starts with one. */
export const absoluteUrl = (publicUrl: string, path: string) => `${publicUrl}${path}`;
