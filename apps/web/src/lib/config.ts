/** The API base URL: same origin by default, configurable for split deployments. */
export const API_BASE_URL: string = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, '');
