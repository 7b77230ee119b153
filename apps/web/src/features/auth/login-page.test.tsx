import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@kairox/contract';
import { AuthProvider } from '../../lib/auth';
import { toast } from '../../lib/toast';
import { makeToken } from '../../testing/jwt';
import { mockApi } from '../../testing/mock-api';
import { LoginPage } from './login-page';

vi.mock('../../lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

/** A session token for jane@acme.com, valid for an hour. */
const janeToken = () => makeToken({ sub: 'jane@acme.com', expiresIn: 60 * 60 });

function renderLogin(state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/login', state }]}>
      <AuthProvider>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
          <Route path="/signup" element={<h1>Signup page</h1>} />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
}

function setup() {
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('LoginPage', () => {
  it('renders the labelled fields, links and the sign-in button', () => {
    renderLogin();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByLabelText('Domain ID')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/signup');
    expect(screen.getAllByRole('link', { name: 'Kairox home' })[0]).toHaveAttribute('href', '/');
  });

  it('toggles password visibility', async () => {
    const user = setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('requires username and password', async () => {
    const { fetchMock } = mockApi({});
    const user = setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a username without a domain when no Domain ID is given', async () => {
    const { fetchMock } = mockApi({});
    const user = setup();
    renderLogin();
    await user.type(screen.getByLabelText('Username'), 'jane');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please provide a domain or use an email address with a domain.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes the domain from the email address, upper-cased', async () => {
    const { callsTo } = mockApi({
      'POST /auth/login': { status: 401, body: { message: 'Invalid username, domain or password.', error: 'INVALID_CREDENTIALS' } },
    });
    const user = setup();
    renderLogin();
    await user.type(screen.getByLabelText('Username'), 'jane@acme.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('alert');
    expect(callsTo('POST /auth/login')[0]?.body).toEqual({
      userName: 'jane@acme.com',
      password: 'secret-pass',
      domainId: 'ACME.COM',
    });
  });

  it('prefers the explicit Domain ID', async () => {
    const { callsTo } = mockApi({ 'POST /auth/login': { status: 401, body: { message: 'nope', error: 'X' } } });
    const user = setup();
    renderLogin();
    await user.type(screen.getByLabelText('Username'), 'jane@acme.com');
    await user.type(screen.getByLabelText('Domain ID'), 'globex.io');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('alert');
    expect(callsTo('POST /auth/login')[0]?.body).toMatchObject({ domainId: 'GLOBEX.IO' });
  });

  it('shows the server message on failure and clears the stored token', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, janeToken());
    mockApi({
      'POST /auth/login': { status: 401, body: { message: 'Invalid username, domain or password.', error: 'INVALID_CREDENTIALS' } },
    });
    const user = setup();
    renderLogin();
    await user.type(screen.getByLabelText('Username'), 'jane@acme.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username, domain or password.');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('falls back to the default failure text when the server sends none', async () => {
    mockApi({ 'POST /auth/login': { status: 500 } });
    const user = setup();
    renderLogin();
    await user.type(screen.getByLabelText('Username'), 'jane@acme.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please check your credentials.');
  });

  it('stores the token, shows the success overlay for 1.5 s, then goes to the dashboard', async () => {
    const token = janeToken();
    mockApi({ 'POST /auth/login': { body: { token, role: 'ROLE_ADMIN' } } });
    const user = setup();
    renderLogin();
    await user.type(screen.getByLabelText('Username'), 'jane@acme.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Login successful! Redirecting to dashboard...')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    expect(screen.getByRole('button', { name: /Signing In/ })).toBeDisabled();
    expect(screen.queryByText('Dashboard page')).not.toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    expect(screen.getByText('Dashboard page')).toBeInTheDocument();
    expect(screen.queryByText('Login successful! Redirecting to dashboard...')).not.toBeInTheDocument();
  });

  it('shows the message handed over by sign-up as a success banner', () => {
    renderLogin({ message: 'Tenant account created successfully! Please log in with your credentials.' });
    expect(screen.getByRole('status')).toHaveTextContent('Tenant account created successfully! Please log in with your credentials.');
  });
});

describe('ResetPasswordModal', () => {
  async function openModal(user: ReturnType<typeof setup>) {
    await user.click(screen.getByRole('button', { name: 'Reset your password' }));
    return screen.getByRole('dialog', { name: 'Reset Password' });
  }

  async function reachCodeStep(user: ReturnType<typeof setup>) {
    const dialog = await openModal(user);
    await user.type(within(dialog).getByLabelText('Email'), 'jane@acme.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    await within(dialog).findByLabelText('OTP Code');
    return dialog;
  }

  it('asks for an email before sending the code', async () => {
    const { fetchMock } = mockApi({});
    const user = setup();
    renderLogin();
    const dialog = await openModal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please enter your email address');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the send failure inline (server message, else the default)', async () => {
    mockApi({ 'GET /forgot-password/otp': { status: 500 } });
    const user = setup();
    renderLogin();
    const dialog = await openModal(user);
    await user.type(within(dialog).getByLabelText('Email'), 'jane@acme.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to send OTP');
  });

  it('sends the code, then validates the reset step in the spec order', async () => {
    const { callsTo } = mockApi({
      'GET /forgot-password/otp': { body: { message: 'If the account exists, a code was sent.' } },
    });
    const user = setup();
    renderLogin();
    const dialog = await reachCodeStep(user);

    expect(callsTo('GET /forgot-password/otp')[0]?.query.get('email')).toBe('jane@acme.com');
    expect(toast.success).toHaveBeenCalledWith('OTP sent to your email');
    // The domain is pre-filled from the email address and stays editable.
    expect(within(dialog).getByLabelText('Domain ID')).toHaveValue('ACME.COM');
    expect(within(dialog).getByLabelText('OTP Code')).toHaveAttribute('maxLength', '6');

    const submit = () => user.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
    await submit();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please fill in all fields');

    await user.type(within(dialog).getByLabelText('OTP Code'), '12a3456789');
    expect(within(dialog).getByLabelText('OTP Code')).toHaveValue('123456');
    await user.type(within(dialog).getByLabelText('New Password'), 'short');
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'other');
    await submit();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Passwords do not match');

    await user.clear(within(dialog).getByLabelText('Confirm Password'));
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'short');
    await submit();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Password must be at least 8 characters long');
  });

  it('resets the password, shows the success text and closes 2 s later', async () => {
    const { callsTo } = mockApi({
      'GET /forgot-password/otp': { body: { message: 'sent' } },
      'POST /forgot-password': { body: { message: 'Password reset successfully.' } },
    });
    const user = setup();
    renderLogin();
    const dialog = await reachCodeStep(user);
    await user.type(within(dialog).getByLabelText('OTP Code'), '123456');
    await user.clear(within(dialog).getByLabelText('Domain ID'));
    await user.type(within(dialog).getByLabelText('Domain ID'), 'acme.com');
    await user.type(within(dialog).getByLabelText('New Password'), 'new-password-1');
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'new-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Reset Password' }));

    expect(await within(dialog).findByText('Password reset successfully! Please login with your new password.')).toBeInTheDocument();
    expect(callsTo('POST /forgot-password')[0]?.body).toEqual({
      email: 'jane@acme.com',
      otp: '123456',
      domainId: 'ACME.COM',
      newPassword: 'new-password-1',
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the reset failure inline and goes back to the email step', async () => {
    mockApi({
      'GET /forgot-password/otp': { body: { message: 'sent' } },
      'POST /forgot-password': { status: 400, body: { message: 'Invalid or expired code.', error: 'INVALID_OTP' } },
    });
    const user = setup();
    renderLogin();
    const dialog = await reachCodeStep(user);
    await user.type(within(dialog).getByLabelText('OTP Code'), '123456');
    await user.type(within(dialog).getByLabelText('New Password'), 'new-password-1');
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'new-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid or expired code.');

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByLabelText('Email')).toHaveValue('jane@acme.com');
    expect(within(dialog).queryByLabelText('OTP Code')).not.toBeInTheDocument();
  });
});
