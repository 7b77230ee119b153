import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken } from '../../../testing/jwt';
import { renderWithProviders } from '../../../testing/render';
import { AddUserDialog } from './add-user-dialog';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup() {
  const onClose = vi.fn();
  const token = makeToken();
  const view = renderWithProviders(<AddUserDialog open onClose={onClose} />, { token });
  return { ...view, onClose, token };
}

type User = ReturnType<typeof setup>['user'];

async function fillValidForm(user: User, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    'First Name': 'Ravi',
    'Last Name': 'Kumar',
    Email: 'ravi.kumar@acme.com',
    Password: 'sup3r-secret',
    'Confirm Password': 'sup3r-secret',
    Phone: '9876543210',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    // The phone field starts with India's '+91'; the number is typed after it.
    if (label !== 'Phone') await user.clear(input);
    if (value) await user.type(input, value);
  }
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Add User' }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AddUserDialog validation', () => {
  it('is a dialog titled Add New User with the phone input defaulting to India', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Add New User' })).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveValue('+91');
  });

  it('shows every required-field message under its field on submit', async () => {
    const { user } = setup();
    await submit(user);
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password is required',
      'Phone number is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription('First name is required');
  });

  it.each([
    ['not-an-email', 'Please enter a valid email address'],
    ['someone@gmail.com', 'Please use a company email address'],
  ])('rejects the email %s', async (email, message) => {
    const { user } = setup();
    await fillValidForm(user, { Email: email });
    await submit(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('checks password length and confirmation', async () => {
    const { user } = setup();
    await fillValidForm(user, { Password: 'short', 'Confirm Password': 'different' });
    await submit(user);
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it("clears a field's error when that field is edited, and only that one", async () => {
    const { user } = setup();
    await submit(user);
    await screen.findByText('First name is required');
    await user.type(screen.getByLabelText('First Name'), 'R');
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
  });
});

describe('AddUserDialog submission', () => {
  it('posts the user with the bearer token, toasts and closes', async () => {
    const created = {
      id: 7,
      firstName: 'Ravi',
      lastName: 'Kumar',
      email: 'ravi.kumar@acme.com',
      phone: '+919876543210',
      role: 'ROLE_USER',
      enabled: true,
      createdAt: '2026-01-05T09:00:00.000Z',
    };
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(201, created));
    vi.stubGlobal('fetch', fetchMock);
    const { user, onClose, token } = setup();
    await fillValidForm(user, { Email: 'Ravi.Kumar@Acme.com' });
    await submit(user);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/users/register');
    expect(init.method).toBe('POST');
    expect(init.headers.Authorization).toBe(`Bearer ${token}`);
    expect(JSON.parse(init.body)).toEqual({
      firstName: 'Ravi',
      lastName: 'Kumar',
      email: 'ravi.kumar@acme.com',
      password: 'sup3r-secret',
      phone: '+919876543210',
    });
    expect(await screen.findByText('User added successfully!')).toBeInTheDocument();
  });

  it('shows a 409 under the email field', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(409, { message: 'Conflict', error: 'conflict' })));
    const { user, onClose } = setup();
    await fillValidForm(user);
    await submit(user);
    expect(await screen.findByText('User with this email already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('User with this email already exists');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a 400 as the general banner', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(400, { message: 'Bad', error: 'bad_request' })));
    const { user } = setup();
    await fillValidForm(user);
    await submit(user);
    expect(await screen.findByText('Invalid user data provided')).toBeInTheDocument();
  });

  it("shows other failures with the server's message, else the default", async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(jsonResponse(403, { message: 'Access denied. Insufficient permissions.', error: 'forbidden' }))
        .mockRejectedValueOnce(new TypeError('Failed to fetch')),
    );
    const { user } = setup();
    await fillValidForm(user);
    await submit(user);
    expect(await screen.findByText('Access denied. Insufficient permissions.')).toBeInTheDocument();
    await submit(user);
    expect(await screen.findByText('Failed to add user. Please try again.')).toBeInTheDocument();
  });
});
