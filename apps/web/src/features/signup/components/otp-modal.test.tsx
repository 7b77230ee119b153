import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import { mockApi } from '../../../testing/mock-api';
import { OtpModal, otpFormSchema, sanitizeOtp } from './otp-modal';

vi.mock('../../../lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

function setup() {
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

function renderModal(overrides: Partial<Parameters<typeof OtpModal>[0]> = {}) {
  const props = { open: true, email: 'jane@acme.com', sentAt: Date.now(), onCodeSent: vi.fn(), onClose: vi.fn(), onVerified: vi.fn(), ...overrides };
  render(<OtpModal {...props} />);
  return props;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('OTP rules', () => {
  it('validates blank and short codes', () => {
    const problem = (otp: string) => otpFormSchema.safeParse({ otp }).error?.issues[0]?.message;
    expect(problem('')).toBe('Please enter the OTP');
    expect(problem('123')).toBe('OTP must be 6 digits');
    expect(problem('123456')).toBeUndefined();
  });

  it('keeps digits only, at most six', () => {
    expect(sanitizeOtp('1a2-3 4b5c6d7')).toBe('123456');
  });
});

describe('OtpModal', () => {
  it('strips non-digits and enables Verify only at exactly 6 digits', async () => {
    mockApi({});
    const user = setup();
    renderModal();
    const input = screen.getByLabelText('Verification code');
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(input).toHaveAttribute('maxLength', '6');
    expect(verify).toBeDisabled();

    await user.type(input, 'a1b2c3d4e5');
    expect(input).toHaveValue('12345');
    expect(verify).toBeDisabled();

    await user.type(input, '6');
    expect(input).toHaveValue('123456');
    expect(verify).toBeEnabled();

    await user.type(input, '7');
    expect(input).toHaveValue('123456');
  });

  it('explains a blank or short code once the field is left', async () => {
    mockApi({});
    const user = setup();
    renderModal();
    const input = screen.getByLabelText('Verification code');
    await user.click(input);
    await user.tab();
    // The form validates on blur asynchronously: wait for the message, as a busy machine renders it late.
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter the OTP');
    await user.type(input, '12');
    await user.tab();
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('OTP must be 6 digits'));
  });

  it('verifies the code, toasts and closes', async () => {
    const { callsTo } = mockApi({ 'POST /otp/verify': { body: { verified: true, message: 'ok' } } });
    const user = setup();
    const props = renderModal();
    await user.type(screen.getByLabelText('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(props.onVerified).toHaveBeenCalled());
    expect(callsTo('POST /otp/verify')[0]?.body).toEqual({ email: 'jane@acme.com', otp: '654321' });
    expect(toast.success).toHaveBeenCalledWith('Email verified successfully!');
    expect(props.onClose).toHaveBeenCalled();
  });

  it('shows a verification failure inside the modal', async () => {
    mockApi({ 'POST /otp/verify': { status: 400, body: { message: 'OTP has expired. Please request a new one.', error: 'OTP_EXPIRED' } } });
    const user = setup();
    const props = renderModal();
    await user.type(screen.getByLabelText('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('OTP has expired. Please request a new one.');
    expect(props.onVerified).not.toHaveBeenCalled();
  });

  it('falls back to the default invalid-OTP text', async () => {
    mockApi({ 'POST /otp/verify': { status: 500 } });
    const user = setup();
    renderModal();
    await user.type(screen.getByLabelText('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP. Please try again.');
  });

  it('counts down 60 s before offering Resend, then restarts the countdown', async () => {
    const { callsTo } = mockApi({ 'POST /otp/send': { body: { message: 'sent' } } });
    const user = setup();
    const props = renderModal();
    expect(screen.getByText('Resend OTP in 60s')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByText('Resend OTP in 59s')).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    await user.click(resend);
    expect(await screen.findByText('Resend OTP in 60s')).toBeInTheDocument();
    expect(callsTo('POST /otp/send')[0]?.body).toEqual({ email: 'jane@acme.com' });
    expect(toast.success).toHaveBeenCalledWith('Verification code sent to your email');
    expect(props.onCodeSent).toHaveBeenCalledWith(expect.any(Number));
  });

  it('reopened for a code sent earlier: says it is still valid and counts down from when it was sent', async () => {
    const { callsTo } = mockApi({ 'POST /otp/send': { body: { message: 'sent' } } });
    const user = setup();
    renderModal({ sentAt: Date.now() - 20_000, sentEarlier: true });
    const dialog = screen.getByRole('dialog', { name: 'Verify your email' });
    expect(dialog).toHaveTextContent('Enter the 6-digit code we sent to jane@acme.com a moment ago: it is still valid.');
    expect(screen.getByText('Resend OTP in 40s')).toBeInTheDocument();
    expect(callsTo('POST /otp/send')).toHaveLength(0);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(40_000);
    });
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    // The new code replaces the earlier one.
    await vi.waitFor(() => expect(dialog).toHaveTextContent('Enter the 6-digit code we sent to jane@acme.com. The code is valid for 10 minutes.'));
    expect(screen.getByText('Resend OTP in 60s')).toBeInTheDocument();
  });

  it('reports a failed resend', async () => {
    mockApi({ 'POST /otp/send': { status: 429, body: { message: 'Please wait 12 seconds before requesting a new OTP.', error: 'X' } } });
    const user = setup();
    renderModal();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to resend OTP. Please try again.');
  });
});
