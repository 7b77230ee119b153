import { ApiError, extractErrorMessage } from './api-client';
import { API_BASE_URL } from './config';
import { getToken } from './session';

/** The file name of a Content-Disposition header (RFC 6266 `filename*` first), or null. */
function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // Fall through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ? name : null;
}

/** Fetches a protected file with the bearer token (a plain link cannot send it); rejects with an ApiError on a refusal. */
export async function fetchWithToken(path: string, signal?: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${API_BASE_URL}${path}`, { headers, signal });
  if (!response.ok) {
    let body: unknown = null;
    try {
      const text = await response.text();
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    throw new ApiError(response.status, extractErrorMessage(body), body);
  }
  return response;
}

/** Downloads a protected file: fetched with the token as a blob, then saved through a temporary object URL. */
export async function downloadWithToken(path: string, fallbackName: string): Promise<void> {
  const response = await fetchWithToken(path);
  const blob = await response.blob();
  saveBlob(blob, fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName);
}

/** Saves data made or fetched in the page as a file, through a temporary object URL and link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes away.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
