import type { Query } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { PROCESSING_POLL_MS } from '../constants';
import { pollWhileProcessing } from './hooks';

type Rows = { resumeStatus: 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED' }[];

const queryWith = (status: 'success' | 'error' | 'pending', data?: Rows) =>
  ({ state: { status, data } }) as unknown as Query<Rows, Error, Rows, readonly unknown[]>;

describe('pollWhileProcessing', () => {
  const interval = pollWhileProcessing((rows: Rows) => rows);

  it('polls while a resume waits or is processed, and stops once all are done', () => {
    expect(interval(queryWith('success', [{ resumeStatus: 'COMPLETED' }, { resumeStatus: 'PENDING' }]))).toBe(PROCESSING_POLL_MS);
    expect(interval(queryWith('success', [{ resumeStatus: 'PROCESSING' }]))).toBe(PROCESSING_POLL_MS);
    expect(interval(queryWith('success', [{ resumeStatus: 'COMPLETED' }, { resumeStatus: 'FAILED' }]))).toBe(false);
  });

  it('does not poll before the first answer or after a failure', () => {
    expect(interval(queryWith('pending'))).toBe(false);
    expect(interval(queryWith('error', [{ resumeStatus: 'PROCESSING' }]))).toBe(false);
  });
});
