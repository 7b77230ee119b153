/** Test-only helpers for the job screens (not imported by app code). */
import type { Job, JobListItem } from '@kairox/contract';
import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  body?: unknown;
}

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

type Handler = MockReply | ((call: RecordedCall) => MockReply | Promise<MockReply>);

/**
 * Stubs global fetch. Routes are `"METHOD /path"` (exact) or `"METHOD /prefix/*"` (any path that
 * starts with the prefix). Unmatched calls answer 404 (like an endpoint that does not exist yet).
 */
export function mockJobApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const call: RecordedCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const key = `${method} ${url.pathname}`;
    const wildcard = Object.keys(routes).find(
      (route) => route.endsWith('/*') && key.startsWith(route.slice(0, -1)),
    );
    const route = routes[key] ?? (wildcard ? routes[wildcard] : undefined);
    const reply = typeof route === 'function' ? await route(call) : (route ?? { status: 404, body: { message: 'Not found' } });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

/** A promise with its resolve handle, to hold a reply until the test releases it. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** 12:00 UTC on a day, in epoch seconds (the same calendar day in every time zone from UTC-11 to UTC+11). */
export const noonUtcSeconds = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day, 12) / 1000;

export function makeJob(overrides: Partial<Job> = {}): Job {
  return {
    id: 42,
    title: 'Senior Frontend Engineer',
    description: 'Build the recruiter workspace.\n\nOwn features end to end.',
    requirements: '- 5+ years of React\n- TypeScript',
    department: 'Engineering',
    location: 'Bengaluru, India',
    employmentType: 'Full-time',
    cutoffDate: '2099-03-01',
    aiProcessingCutoffDate: '2099-03-15',
    createdDate: noonUtcSeconds(2026, 11, 22),
    status: 'ACTIVE',
    channels: [],
    email: 'jobs@kairox.io',
    includeTeamMeeting: true,
    internalQuestions: 'How do you test React components?\nWhat is reconciliation?\nState management\nAccessibility',
    internalDetails: {
      projectName: 'Recruiter Workspace',
      projectCode: 'ENG-1',
      projectManager: 'Priya Raman',
      techInterviewPoc: 'Daniel Okafor',
    },
    ...overrides,
  };
}

export function makeListItem(id: number, overrides: Partial<JobListItem> = {}): JobListItem {
  return {
    id,
    title: `Job number ${id}`,
    status: 'ACTIVE',
    department: 'Engineering',
    location: 'Remote',
    description: `Description of job ${id}.`,
    createdDate: noonUtcSeconds(2026, 11, 22),
    ...overrides,
  };
}
