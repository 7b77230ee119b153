import type { InterviewRecord, InterviewScorecard } from '@kairox/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNothingDangerous } from '../../../../components/markdown/assert-safe';
import { XSS_VECTORS } from '../../../../components/markdown/xss-vectors';
import { makeToken } from '../../../../testing/jwt';
import { renderWithProviders } from '../../../../testing/render';
import { mockApi, type MockReply, type RecordedCall } from '../../../../testing/mock-api';
import { applicationPage, expectToast, makeApplication, toastTexts } from '../../../../testing/candidates';
import { CandidatesSection } from '../candidates-section';
import { InsightsDialog } from '../insights-dialog';
import { makeLogEntry, makeRecord, makeScorecard } from './interview-fixtures';

type Handler = MockReply | ((call: RecordedCall) => MockReply | Promise<MockReply>);

const NOT_FOUND: MockReply = { status: 404, body: { message: 'Not found' } };

const SCORECARD_TEXT = '| Skill | Score |\n| --- | --- |\n| React | 9 |\n| Testing | 7 |';

/** A complete interview insight record (spec section 3), as complete-logs answers it. */
function record(overrides: Partial<InterviewRecord> = {}): InterviewRecord {
  return makeRecord({
    candidateId: 'CAND-77',
    applicantId: 7,
    position: 'Senior Frontend Engineer',
    totalQuestions: 12,
    totalSuspiciousActivity: 3,
    totalSuspiciousEyeActivity: 5,
    TotalFaceMismatchDetected: 2,
    TotalNoFaceDetected: 1,
    noticePeriod: '45 days',
    reference: 'REF-2026-001',
    OverallScore: 7.5,
    Feedback: '## Summary\n\nStrong **React** skills.\n\n- Clear answers',
    interviewDate: '2026-11-22T10:00:00.000Z',
    timestamp: '2026-11-22T10:00:00.000Z',
    RawOverallScore: 9,
    SuspicionDeduction: 1.5,
    SuspiciousAdjustment: '- Face mismatch: -1\n- No face: -0.5',
    SuspiciousJustification: 'Two face mismatches and one frame *without a face*.',
    scorecard: SCORECARD_TEXT,
    idVerified: true,
    voiceVerified: true,
    logDetails: [
      makeLogEntry('ID verification successful', { timestamp: '2026-11-22T09:50:00.000Z' }),
      makeLogEntry('Voice verification successful', { timestamp: '2026-11-22T09:52:00.000Z' }),
      makeLogEntry('Scorecard generated', {
        OverallScore: 7.5,
        scorecard: SCORECARD_TEXT,
        details: 'Candidate said their notice period is 45 days.',
        noticePeriod: '45 days',
      }),
    ],
    ...overrides,
  });
}

const scorecardReply = (overallScore: number, overrides: Partial<InterviewScorecard> = {}): MockReply => ({
  body: makeScorecard({ overallScore, ...overrides }),
});

function setup({ scorecard, logs, timeoutMs }: { scorecard: Handler; logs: Handler; timeoutMs?: number }) {
  const api = mockApi({ 'GET /api/interviews/7': scorecard, 'GET /api/interviews/complete-logs/7': logs });
  const onClose = vi.fn();
  const view = renderWithProviders(<InsightsDialog candidate={{ id: 7, candidateName: 'Grace Hopper' }} onClose={onClose} timeoutMs={timeoutMs} />, {
    token: makeToken(),
  });
  return { ...view, api, onClose, dialog: () => screen.getByRole('dialog', { name: 'AI Interview Insights' }) };
}

const loaded = () => screen.findByTestId('insights-content');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AI Interview Insights modal', () => {
  it('shows every part of a complete interview record', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { api, user, dialog } = setup({ scorecard: { ...scorecardReply(7.5), wait: held }, logs: { body: record() } });

    expect(within(dialog()).getByRole('status')).toHaveTextContent('Loading AI insights...');
    expect(dialog()).toHaveAccessibleDescription('Grace Hopper');
    release();
    await loaded();
    expect(api.callsTo('GET /api/interviews/7')).toHaveLength(1);
    expect(api.callsTo('GET /api/interviews/complete-logs/7')).toHaveLength(1);
    expect(screen.queryByText('Loading AI insights...')).not.toBeInTheDocument();

    const score = screen.getByTestId('insights-score');
    expect(score).toHaveTextContent('Overall Score7.5');
    expect(score).toHaveAttribute('data-tone', 'yellow');
    expect(screen.getByTestId('insights-date')).toHaveTextContent('November 22, 2026');
    expect(screen.getByTestId('insights-position')).toHaveTextContent('Senior Frontend Engineer');

    const alerts = screen.getByTestId('insights-alerts');
    expect(within(alerts).getByRole('heading', { name: 'Critical Security Alerts' })).toBeInTheDocument();
    expect(alerts).toHaveTextContent('Face mismatch detected 2 times during the interview.');
    expect(alerts).toHaveTextContent('No face detected 1 time during the interview.');
    expect(alerts).toHaveTextContent(/manual review/i);

    const stats = screen.getByTestId('insights-statistics');
    const stat = (label: string) => within(stats).getByText(label).closest('div')!;
    expect(stat('Total Questions')).toHaveTextContent('12');
    expect(stat('Suspicious Activity')).toHaveTextContent('3');
    expect(stat('Eye Movements')).toHaveTextContent('5');

    expect(screen.getByTestId('verification-id')).toHaveTextContent('ID VerificationVerified');
    expect(screen.getByTestId('verification-voice')).toHaveTextContent('Voice VerificationVerified');

    const info = screen.getByTestId('insights-candidate');
    const field = (label: string) => within(info).getByText(label).nextElementSibling;
    expect(field('Candidate ID')).toHaveTextContent('CAND-77');
    expect(field('Applicant ID')).toHaveTextContent('7');
    expect(field('Notice Period')).toHaveTextContent('45 days');
    expect(field('Reference')).toHaveTextContent('REF-2026-001');

    const adjustment = screen.getByTestId('insights-adjustment');
    expect(within(adjustment).getByRole('heading', { name: 'Score Adjustment Details' })).toBeInTheDocument();
    expect(within(adjustment).getByTestId('insights-calculation')).toHaveTextContent('Raw Score 9 − Deduction 1.5 = Final Score 7.5');
    expect(within(adjustment).getByTestId('insights-breakdown')).toHaveTextContent('Face mismatch: -1');
    expect(within(adjustment).getByTestId('insights-justification').querySelector('em')).toHaveTextContent('without a face');

    const feedback = screen.getByTestId('insights-feedback');
    expect(within(feedback).getByRole('heading', { level: 2, name: 'Summary' })).toBeInTheDocument();
    expect(within(feedback).getByText('React').tagName).toBe('STRONG');

    // The detailed scorecard is collapsed until asked for.
    expect(screen.queryByTestId('insights-scorecard')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show Detailed Scorecard' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide Detailed Scorecard');
    const scorecard = screen.getByTestId('insights-scorecard');
    expect(toggle).toHaveAttribute('aria-controls', scorecard.parentElement!.id);
    expect(within(within(scorecard).getByRole('table')).getAllByRole('row')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Hide Detailed Scorecard' }));
    expect(screen.queryByTestId('insights-scorecard')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Detailed Scorecard' })).toBeInTheDocument();
    expect(toastTexts()).toEqual([]);
  });

  it.each([
    [10, 'green', '10'],
    [8, 'green', '8'],
    [7.99, 'yellow', '7.99'],
    [6, 'yellow', '6'],
    [5.9, 'red', '5.9'],
    [0, 'red', '0'],
  ])('colours an overall score of %j %s', async (overallScore, tone, shown) => {
    setup({ scorecard: scorecardReply(overallScore), logs: { body: makeRecord({ position: 'Analyst' }) } });
    await loaded();
    const score = screen.getByTestId('insights-score');
    expect(score).toHaveAttribute('data-tone', tone);
    expect(screen.getByTestId('insights-score-value')).toHaveTextContent(shown);
    expect(score.className).toContain({ green: 'emerald', yellow: 'amber', red: 'red' }[tone]);
  });

  it('shows a grey dash before any score', async () => {
    setup({ scorecard: NOT_FOUND, logs: { body: makeRecord({ position: 'Analyst' }) } });
    await loaded();
    expect(screen.getByTestId('insights-score')).toHaveAttribute('data-tone', 'grey');
    expect(screen.getByTestId('insights-score').className).toContain('slate');
    expect(screen.getByTestId('insights-score-value')).toHaveTextContent('—');
  });

  it('falls back to the record score', async () => {
    setup({ scorecard: NOT_FOUND, logs: { body: record({ OverallScore: 8.5 }) } });
    await loaded();
    expect(screen.getByTestId('insights-score')).toHaveAttribute('data-tone', 'green');
    expect(screen.getByTestId('insights-score-value')).toHaveTextContent('8.5');
  });

  it('shows no security alerts when nothing was detected', async () => {
    setup({ scorecard: scorecardReply(9), logs: { body: record({ TotalFaceMismatchDetected: 0, TotalNoFaceDetected: 0 }) } });
    await loaded();
    expect(screen.queryByText('Critical Security Alerts')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('alerts on missing faces alone', async () => {
    setup({ scorecard: scorecardReply(9), logs: { body: record({ TotalFaceMismatchDetected: null, TotalNoFaceDetected: 4 }) } });
    await loaded();
    const alerts = screen.getByRole('alert');
    expect(alerts).toHaveTextContent('Critical Security Alerts');
    expect(alerts).toHaveTextContent('No face detected 4 times');
    expect(alerts).not.toHaveTextContent('Face mismatch');
  });

  it('says Not Verified for what the interview did not verify', async () => {
    setup({
      scorecard: scorecardReply(6.5),
      logs: {
        body: makeRecord({
          position: 'Data Engineer',
          totalQuestions: 4,
          noticePeriod: '2 weeks',
          idVerified: true,
          logDetails: [
            makeLogEntry('Interview started', { position: 'Data Engineer', totalQuestions: 4 }),
            makeLogEntry('Verification successful', { noticePeriod: '2 weeks' }),
          ],
        }),
      },
    });
    await loaded();
    expect(screen.getByTestId('verification-id')).toHaveTextContent('Verified');
    expect(screen.getByTestId('verification-id')).not.toHaveTextContent('Not Verified');
    expect(screen.getByTestId('verification-voice')).toHaveTextContent('Not Verified');
    expect(screen.getByTestId('insights-position')).toHaveTextContent('Data Engineer');
    expect(screen.getByTestId('insights-candidate')).toHaveTextContent('2 weeks');
    // No raw score and no adjustment: no adjustment section; no scorecard text: no toggle.
    expect(screen.queryByText('Score Adjustment Details')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show Detailed Scorecard' })).not.toBeInTheDocument();
  });

  it('says Not Verified for both when the interview has no events', async () => {
    setup({ scorecard: scorecardReply(6.5), logs: NOT_FOUND });
    await loaded();
    expect(screen.getByTestId('verification-id')).toHaveTextContent('Not Verified');
    expect(screen.getByTestId('verification-voice')).toHaveTextContent('Not Verified');
    expect(screen.getByTestId('insights-candidate')).toHaveTextContent('Notice Period—');
    expect(screen.getByText('No AI feedback was provided for this interview.')).toBeInTheDocument();
  });

  it('shows the adjustment with only a raw score, deriving the deduction', async () => {
    setup({
      scorecard: scorecardReply(6),
      logs: { body: record({ SuspiciousAdjustment: null, SuspicionDeduction: null, SuspiciousJustification: null, RawOverallScore: 7.25 }) },
    });
    await loaded();
    const adjustment = screen.getByTestId('insights-adjustment');
    expect(within(adjustment).getByTestId('insights-calculation')).toHaveTextContent('Raw Score 7.25 − Deduction 1.25 = Final Score 6');
    expect(within(adjustment).queryByText('Adjustment Breakdown')).not.toBeInTheDocument();
    expect(within(adjustment).queryByText('Justification')).not.toBeInTheDocument();
  });

  it('shows the adjustment with only a breakdown object (kept by the server as JSON)', async () => {
    setup({
      scorecard: scorecardReply(8),
      logs: {
        body: record({ RawOverallScore: null, SuspicionDeduction: null, SuspiciousAdjustment: JSON.stringify({ faceMismatch: -0.5, noFace: -0.5 }) }),
      },
    });
    await loaded();
    const breakdown = screen.getByTestId('insights-breakdown');
    expect(breakdown).toHaveTextContent('Face mismatch-0.5');
    expect(breakdown).toHaveTextContent('No face-0.5');
    expect(screen.getByTestId('insights-calculation')).toHaveTextContent('Raw Score — − Deduction — = Final Score 8');
  });

  it('has no adjustment section when neither an adjustment nor a raw score exists', async () => {
    setup({
      scorecard: scorecardReply(8),
      logs: { body: record({ RawOverallScore: null, SuspiciousAdjustment: null, SuspicionDeduction: 1 }) },
    });
    await loaded();
    expect(screen.queryByTestId('insights-adjustment')).not.toBeInTheDocument();
  });

  it('prefers the record notice period over the log text', async () => {
    setup({ scorecard: scorecardReply(8), logs: { body: record({ noticePeriod: 'Immediate' }) } });
    await loaded();
    const info = screen.getByTestId('insights-candidate');
    expect(within(info).getByText('Notice Period').nextElementSibling).toHaveTextContent('Immediate');
  });

  it("says 'No Data Available' when neither call returns anything", async () => {
    const { dialog } = setup({ scorecard: NOT_FOUND, logs: NOT_FOUND });
    expect(await within(dialog()).findByText('No Data Available')).toBeInTheDocument();
    expect(screen.queryByTestId('insights-score')).not.toBeInTheDocument();
    expect(toastTexts()).toEqual([]);
  });

  it("toasts 'Failed to fetch AI insights.' when both calls fail", async () => {
    const { dialog } = setup({ scorecard: { status: 500, body: {} }, logs: { status: 503, body: {} } });
    await expectToast('Failed to fetch AI insights.');
    expect(within(dialog()).getByText('No Data Available')).toBeInTheDocument();
    expect(toastTexts().filter((text) => text.includes('Failed to fetch AI insights.'))).toHaveLength(1);
  });

  it('toasts and still shows what arrived when one call fails', async () => {
    setup({ scorecard: { status: 500, body: {} }, logs: { body: record() } });
    await loaded();
    await expectToast('Failed to fetch AI insights.');
    expect(screen.getByTestId('insights-score')).toHaveTextContent('Overall Score7.5');
    expect(screen.getByText(/may be incomplete/)).toBeInTheDocument();
  });

  it('gives up on a call that does not answer in time', async () => {
    const never = new Promise<void>(() => {});
    const { dialog } = setup({ scorecard: { ...scorecardReply(9), wait: never }, logs: { body: record(), wait: never }, timeoutMs: 50 });
    expect(await within(dialog()).findByText('No Data Available')).toBeInTheDocument();
    await expectToast('Failed to fetch AI insights.');
  });

  it('closes', async () => {
    const { user, onClose, dialog } = setup({ scorecard: NOT_FOUND, logs: NOT_FOUND });
    await within(dialog()).findByText('No Data Available');
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('AI Interview Insights modal: untrusted text', () => {
  it.each(XSS_VECTORS)('%s in Feedback, scorecard, adjustment and plain fields renders nothing dangerous', async (_name, vector) => {
    const alert = vi.fn();
    const { user, dialog } = setup({
      scorecard: scorecardReply(9, { feedback: vector }),
      logs: {
        body: record({
          Feedback: `Intro\n\n${vector}\n\nOutro`,
          SuspiciousAdjustment: vector,
          SuspiciousJustification: vector,
          position: vector,
          reference: vector,
          noticePeriod: vector,
          scorecard: `# Scorecard\n\n${vector}`,
          logDetails: [makeLogEntry('Scorecard generated', { scorecard: `# Scorecard\n\n${vector}` })],
        }),
      },
    });
    vi.stubGlobal('alert', alert);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Show Detailed Scorecard' }));
    expect(screen.getByTestId('insights-scorecard')).toHaveTextContent('Scorecard');
    expect(screen.getByTestId('insights-feedback')).toHaveTextContent(/Intro.*Outro/);
    // Every region that shows untrusted text, strictly...
    for (const testId of [
      'insights-feedback',
      'insights-scorecard',
      'insights-breakdown',
      'insights-justification',
      'insights-position',
      'insights-candidate',
    ]) {
      expectNothingDangerous(screen.getByTestId(testId), testId, 'svg.lucide');
    }
    // ...and everything the modal shows, apart from the app's own icons and its one toggle button.
    const content = within(dialog()).getByTestId('insights-content');
    expectNothingDangerous(content, 'insights modal', 'svg.lucide, button[aria-controls]');
    expect(content.querySelectorAll('button')).toHaveLength(1);
    expect(dialog().querySelectorAll('a:not([href^="https://ok.example"])')).toHaveLength(0);
    // Plain fields are text, never markup.
    expect(screen.getByTestId('insights-position').children).toHaveLength(0);
    expect(alert).not.toHaveBeenCalled();
    expect(document.querySelector('base, meta[http-equiv], iframe, script:not([src*="vitest"])')).toBeNull();
  });
});

describe('from the candidate table', () => {
  it('opens the full modal for a candidate with a scorecard, and toasts for one without', async () => {
    mockApi({
      'GET /api/applications/applicants/42': {
        body: applicationPage([
          makeApplication(7, { candidateName: 'Grace Hopper', hasScorecard: true }),
          makeApplication(8, { candidateName: 'Alan Turing' }),
        ]),
      },
      'GET /api/interviews/7': scorecardReply(7.5),
      'GET /api/interviews/complete-logs/7': { body: record() },
    });
    const { user } = renderWithProviders(<CandidatesSection jobId={42} />, { token: makeToken() });
    const row = async (name: string) => (await screen.findByText(name, { selector: 'td > a' })).closest('tr')!;
    await waitFor(async () => expect(within(await row('Grace Hopper')).getByTestId('scorecard')).toHaveTextContent('7.5'));

    await user.click(within(await row('Alan Turing')).getByRole('button', { name: 'View Insights' }));
    await expectToast('No scorecard available for this candidate.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(await row('Grace Hopper')).getByRole('button', { name: 'View Insights' }));
    const dialog = screen.getByRole('dialog', { name: 'AI Interview Insights' });
    expect(await within(dialog).findByText('Critical Security Alerts')).toBeInTheDocument();
    expect(within(dialog).getByTestId('insights-candidate')).toHaveTextContent('45 days');
  });
});
