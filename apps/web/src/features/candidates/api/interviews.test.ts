import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { makeRecord, makeScorecard } from '../components/insights/interview-fixtures';
import { INTERVIEW_TIMEOUT_MS, InterviewTimeoutError, getInterviewAnswers, getInterviewRecord, getInterviewScorecard } from './interviews';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('interview calls', () => {
  it('time out after 8 s by default', () => {
    expect(INTERVIEW_TIMEOUT_MS).toBe(8000);
  });

  it('answer the body, or null on 404', async () => {
    const scorecard = makeScorecard({ overallScore: 9 });
    const record = makeRecord({ OverallScore: 9 });
    mockApi({ 'GET /api/interviews/1': { body: scorecard }, 'GET /api/interviews/complete-logs/1': { body: record } });
    await expect(getInterviewScorecard(1)).resolves.toEqual(scorecard);
    await expect(getInterviewRecord(1)).resolves.toEqual(record);
    await expect(getInterviewScorecard(3)).resolves.toBeNull();
    await expect(getInterviewRecord(3)).resolves.toBeNull();
  });

  it('reject other failures', async () => {
    mockApi({ 'GET /api/interviews/1': { status: 500, body: { message: 'boom' } } });
    await expect(getInterviewScorecard(1)).rejects.toThrow('boom');
  });

  it('abort the request at the time-out', async () => {
    vi.useFakeTimers();
    let seen: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        seen = init.signal ?? undefined;
        return new Promise(() => {});
      }),
    );
    const pending = getInterviewScorecard(1, { timeoutMs: 8000 });
    const settled = expect(pending).rejects.toThrow(new InterviewTimeoutError('/api/interviews/1', 8000));
    await vi.advanceTimersByTimeAsync(7999);
    expect(seen?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(seen?.aborted).toBe(true);
  });

  it('follow an outer abort', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))),
      ),
    );
    const controller = new AbortController();
    const pending = getInterviewScorecard(1, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeTruthy();
  });
});

describe('getInterviewAnswers', () => {
  it('reads both paths side by side', async () => {
    const scorecard = makeScorecard({ applicationId: 5, applicantId: 5, overallScore: 8 });
    const record = makeRecord({ applicantId: 5 });
    const api = mockApi({
      'GET /api/interviews/5': { body: scorecard },
      'GET /api/interviews/complete-logs/5': { body: record },
    });
    await expect(getInterviewAnswers(5)).resolves.toEqual({ scorecard, record, partialFailure: false });
    expect(api.calls.map((call) => call.path).sort()).toEqual(['/api/interviews/5', '/api/interviews/complete-logs/5']);
  });

  it('keeps one answer when the other call fails, and rejects when both do', async () => {
    const record = makeRecord({ applicantId: 5 });
    mockApi({ 'GET /api/interviews/5': { status: 500, body: {} }, 'GET /api/interviews/complete-logs/5': { body: record } });
    await expect(getInterviewAnswers(5)).resolves.toEqual({ scorecard: null, record, partialFailure: true });
    mockApi({ 'GET /api/interviews/5': { status: 500, body: {} }, 'GET /api/interviews/complete-logs/5': { status: 502, body: {} } });
    await expect(getInterviewAnswers(5)).rejects.toBeTruthy();
  });

  it('treats two 404s as two empty answers, not a failure', async () => {
    mockApi({});
    await expect(getInterviewAnswers(5)).resolves.toEqual({ scorecard: null, record: null, partialFailure: false });
  });
});
