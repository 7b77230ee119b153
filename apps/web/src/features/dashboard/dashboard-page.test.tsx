import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeToken } from '../../testing/jwt';
import { renderWithProviders } from '../../testing/render';
import { mockApi } from '../../testing/mock-api';
import type { CandidateDialogs } from './components/candidate-dialogs';
import { DashboardPage } from './dashboard-page';

/** The job cards' dialogs are not opened here (see dashboard-jobs.test.tsx). */
const NO_DIALOGS: CandidateDialogs = { addCandidate: () => null, massResume: () => null };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(Date.UTC(2025, 0, 1, 9, 0, 0));
  // The job calls are covered in dashboard-jobs.test.tsx; here they simply fail.
  mockApi({});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DashboardPage greeting', () => {
  it('greets by the name from the token subject with the role badge and a job-posting link', () => {
    renderWithProviders(<DashboardPage candidateDialogs={NO_DIALOGS} />, {
      token: makeToken({ sub: 'jane.doe@acme.com', role: 'ROLE_SUPER_ADMIN' }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome back, Jane Doe' })).toBeInTheDocument();
    expect(screen.getByText('SUPER ADMIN')).toHaveClass('bg-purple-100');
    expect(screen.getByRole('link', { name: 'Create Job Posting' })).toHaveAttribute('href', '/job-posting');
  });

  it.each([
    ['ROLE_ADMIN', 'ADMIN', 'bg-blue-100'],
    ['ROLE_USER', 'USER', 'bg-emerald-100'],
  ] as const)('shows %s as a %s badge', (role, label, colour) => {
    renderWithProviders(<DashboardPage candidateDialogs={NO_DIALOGS} />, { token: makeToken({ role }) });
    expect(screen.getByText(label)).toHaveClass(colour);
  });

  it('counts the session down every second until it shows EXPIRED', () => {
    renderWithProviders(<DashboardPage candidateDialogs={NO_DIALOGS} />, { token: makeToken({ expiresIn: 3 }) });
    expect(screen.getByText('Session: 0h 0m 3s')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Session: 0h 0m 2s')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText('Session: EXPIRED')).toBeInTheDocument();
  });
});
