import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast';
import { mockApi, type MockReply } from '../../testing/mock-api';
import { SignupPage } from './signup-page';
import { EMPTY_SIGNUP_VALUES, signupProblems } from './signup-schema';

vi.mock('../../lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

function LoginStub() {
  const location = useLocation();
  return <p>Login page: {(location.state as { message?: string } | null)?.message}</p>;
}

function renderSignup() {
  return render(
    <MemoryRouter initialEntries={['/signup']}>
      <Routes>
        <Route path="/signup" element={<SignupPage />} />
        <Route path="/login" element={<LoginStub />} />
      </Routes>
    </MemoryRouter>,
  );
}

function setup() {
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const FREE: MockReply = { status: 404, body: { exists: false, message: 'Organization not found', error: 'NOT_FOUND' } };

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('SignupPage layout', () => {
  it('shows the three numbered sections, the sign-in link and the pricing link', () => {
    renderSignup();
    expect(screen.getByRole('heading', { name: '1 Organization Details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 Admin Details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '3 Terms & Conditions' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Sign in here' })[0]).toHaveAttribute('href', '/login');
    const pricing = screen.getByRole('link', { name: 'View plans & pricing' });
    expect(pricing).toHaveAttribute('target', '_blank');
    expect(pricing.getAttribute('rel')).toContain('noopener');
  });

  it('lists company sizes as ranges of employees and defaults to the Free Trial', () => {
    renderSignup();
    expect(screen.getByRole('option', { name: '51-200 employees' })).toBeInTheDocument();
    expect(screen.getByLabelText('Plan')).toHaveValue('FREE_TRIAL');
  });

  it('opens the Terms of Service and Privacy Policy modals', async () => {
    const user = setup();
    renderSignup();
    await user.click(screen.getByRole('link', { name: 'Terms of Service' }));
    const terms = screen.getByRole('dialog', { name: 'Terms of Service' });
    await user.click(within(terms).getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('I accept the Terms of Service')).toBeChecked();

    await user.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    expect(screen.getByRole('dialog', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByLabelText('I accept the Privacy Policy')).not.toBeChecked();
  });
});

describe('slug', () => {
  it('is derived from the organization name until the user edits it', async () => {
    const user = setup();
    renderSignup();
    await user.type(screen.getByLabelText('Organization Name'), 'Acme Corp 2024 International');
    expect(screen.getByLabelText('Slug')).toHaveValue('acmecorp20');

    await user.clear(screen.getByLabelText('Slug'));
    await user.type(screen.getByLabelText('Slug'), 'My-Slug');
    expect(screen.getByLabelText('Slug')).toHaveValue('myslug');

    await user.type(screen.getByLabelText('Organization Name'), ' Ltd');
    expect(screen.getByLabelText('Slug')).toHaveValue('myslug');
  });
});

describe('domain availability', () => {
  it('upper-cases the domain and checks it 1 s after typing stops', async () => {
    const { callsTo } = mockApi({ 'GET /org/check': FREE });
    const user = setup();
    renderSignup();
    const domain = screen.getByLabelText('Domain');
    await user.type(domain, 'acme.com');
    expect(domain).toHaveValue('ACME.COM');

    await advance(900);
    expect(callsTo('GET /org/check')).toHaveLength(0);
    await advance(200);
    expect(callsTo('GET /org/check')).toHaveLength(1);
    expect(callsTo('GET /org/check')[0]?.query.get('domainId')).toBe('ACME.COM');
    expect(await screen.findByText('Domain is available')).toBeInTheDocument();

    // Editing puts the status back to unknown.
    await user.type(domain, 'x');
    expect(screen.queryByText('Domain is available')).not.toBeInTheDocument();
  });

  it('reports a registered domain', async () => {
    mockApi({ 'GET /org/check': { body: { exists: true } } });
    const user = setup();
    renderSignup();
    await user.type(screen.getByLabelText('Domain'), 'taken.com');
    await advance(1100);
    expect(await screen.findByText('This domain is already registered')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('This domain is already registered', 'Duplicate Domain');
  });

  it('reports a failed check', async () => {
    mockApi({ 'GET /org/check': { status: 500 } });
    const user = setup();
    renderSignup();
    await user.type(screen.getByLabelText('Domain'), 'acme.com');
    await advance(1100);
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to check domain availability', 'Check Failed'));
  });
});

describe('admin email', () => {
  it('rejects personal mail domains and malformed addresses, accepts company ones', async () => {
    const user = setup();
    renderSignup();
    const email = screen.getByLabelText('Email');
    const verify = screen.getByRole('button', { name: 'Verify' });

    await user.type(email, 'jane@gmail.com');
    expect(screen.getByText('Personal email domains are not allowed. Please use your company email.')).toBeInTheDocument();
    expect(verify).toBeDisabled();

    await user.clear(email);
    await user.type(email, 'jane@');
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'jane@acme.com');
    expect(screen.getByText('Valid company email domain')).toBeInTheDocument();
    expect(verify).toBeEnabled();
  });

  it('toasts an OTP send failure', async () => {
    mockApi({ 'POST /otp/send': { status: 400, body: { message: 'Personal email domains are not allowed.', error: 'X' } } });
    const user = setup();
    renderSignup();
    await user.type(screen.getByLabelText('Email'), 'jane@acme.com');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Personal email domains are not allowed.', 'OTP Failed'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('verifies by OTP, shows Verified, and resets when the email changes', async () => {
    mockApi({
      'POST /otp/send': { body: { message: 'sent' } },
      'POST /otp/verify': { body: { verified: true, message: 'ok' } },
    });
    const user = setup();
    renderSignup();
    await user.type(screen.getByLabelText('Email'), 'jane@acme.com');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your email' });
    expect(toast.success).toHaveBeenCalledWith('Verification code sent to your email');
    await user.type(within(dialog).getByLabelText('Verification code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'm');
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
  });
});

describe('verifying again within the resend wait', () => {
  const EARLIER = 'Enter the 6-digit code we sent to jane@acme.com a moment ago: it is still valid.';

  it('reopens the dialog for the code already sent, with the remaining countdown, and sends a new code only after 60 s', async () => {
    const { callsTo } = mockApi({ 'POST /otp/send': { body: { message: 'sent' } } });
    const user = setup();
    renderSignup();
    await user.type(screen.getByLabelText('Email'), 'jane@acme.com');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const first = await screen.findByRole('dialog', { name: 'Verify your email' });
    expect(first).toHaveTextContent('The code is valid for 10 minutes.');
    await user.click(within(first).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await advance(15_000);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const again = await screen.findByRole('dialog', { name: 'Verify your email' });
    expect(again).toHaveTextContent(EARLIER);
    expect(within(again).getByText(/^Resend OTP in 4[45]s$/)).toBeInTheDocument();
    expect(callsTo('POST /otp/send')).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledTimes(1);

    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    await advance(46_000);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const fresh = await screen.findByRole('dialog', { name: 'Verify your email' });
    expect(fresh).not.toHaveTextContent(EARLIER);
    expect(within(fresh).getByText('Resend OTP in 60s')).toBeInTheDocument();
    expect(callsTo('POST /otp/send')).toHaveLength(2);
  });

  it('shows the server refusal instead of a dialog for a code that was not sent', async () => {
    mockApi({
      'POST /otp/send': { status: 429, body: { message: 'Please wait 42 seconds before requesting a new OTP.', error: 'TOO_MANY_REQUESTS' } },
    });
    const user = setup();
    renderSignup();
    await user.type(screen.getByLabelText('Email'), 'jane@acme.com');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Please wait 42 seconds before requesting a new OTP.', 'OTP Failed'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalled();
  });
});

describe('plan', () => {
  it('keeps the Free Trial and shows the paid-plan notice for 5 s', async () => {
    const user = setup();
    renderSignup();
    await user.selectOptions(screen.getByLabelText('Plan'), 'PROFESSIONAL');
    expect(screen.getByLabelText('Plan')).toHaveValue('FREE_TRIAL');
    expect(screen.getByText(/Paid plans are activated by our team within 2 hours/)).toBeInTheDocument();
    await advance(5000);
    expect(screen.queryByText(/Paid plans are activated by our team within 2 hours/)).not.toBeInTheDocument();
  });
});

/** The message a field points at with aria-describedby, when that is its error (not its hint). */
function errorUnder(label: string): string | null {
  const describedBy = screen.getByLabelText(label).getAttribute('aria-describedby');
  const description = describedBy ? document.getElementById(describedBy) : null;
  return description?.getAttribute('role') === 'alert' ? description.textContent : null;
}

describe('field messages', () => {
  it("shows a field's message once the user leaves it; under Email and Domain the live line speaks until a submit attempt", async () => {
    mockApi({ 'GET /org/check': FREE });
    const user = setup();
    renderSignup();
    await user.click(screen.getByLabelText('Organization Name'));
    expect(errorUnder('Organization Name')).toBeNull();
    await user.tab();
    await vi.waitFor(() => expect(errorUnder('Organization Name')).toBe('Organization name is required'));
    await user.type(screen.getByLabelText('Organization Name'), 'A');
    await vi.waitFor(() => expect(errorUnder('Organization Name')).toBeNull());

    await user.type(screen.getByLabelText('Email'), 'jane@');
    await user.tab();
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    expect(errorUnder('Email')).toBeNull();

    await user.type(screen.getByLabelText('Domain'), 'acme.com');
    await user.tab();
    expect(errorUnder('Domain')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await vi.waitFor(() => expect(errorUnder('Domain')).toBe('Please wait for domain verification'));
    expect(errorUnder('Email')).toBe('Invalid email format');
    await advance(1100);
    await screen.findByText('Domain is available');
    await vi.waitFor(() => expect(errorUnder('Domain')).toBeNull());
  });

  it('checks the confirmation against the password as either changes', async () => {
    const user = setup();
    renderSignup();
    await user.type(screen.getByLabelText('Password'), 'longenough');
    await user.type(screen.getByLabelText('Confirm Password'), 'longenougx');
    await user.tab();
    await vi.waitFor(() => expect(errorUnder('Confirm Password')).toBe('Passwords do not match'));
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'longenougx');
    await vi.waitFor(() => expect(errorUnder('Confirm Password')).toBeNull());
  });

  it("keeps a consent's message for a submit attempt; accepting the policy clears it", async () => {
    const user = setup();
    renderSignup();
    await user.click(screen.getByLabelText('I accept the Terms of Service'));
    await user.click(screen.getByLabelText('I accept the Terms of Service'));
    await user.tab();
    expect(errorUnder('I accept the Terms of Service')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await vi.waitFor(() => expect(errorUnder('I accept the Terms of Service')).toBe('You must accept the terms of service'));
    await user.click(screen.getByRole('link', { name: 'Terms of Service' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Accept' }));
    await vi.waitFor(() => expect(errorUnder('I accept the Terms of Service')).toBeNull());
    expect(screen.queryByText('You must accept the terms of service')).not.toBeInTheDocument();
  });
});

describe('submit', () => {
  it('lists every missing item under "Please complete the following: "', async () => {
    const { fetchMock } = mockApi({});
    const user = setup();
    renderSignup();
    const submit = screen.getByRole('button', { name: 'Create Account' });
    expect(submit).toBeEnabled();
    expect(submit).toHaveClass('opacity-50');
    await user.click(submit);

    const banner = screen.getAllByRole('alert').find((element) => element.textContent?.startsWith('Please complete the following: '));
    expect(banner).toBeDefined();
    const items = within(banner!)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Organization name is required',
      'Slug is required',
      'Domain is required',
      'Country is required',
      'First name is required',
      'Last name is required',
      'Email is required',
      'You must accept the terms of service',
      'You must accept the privacy policy',
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks to wait for the domain check and for email verification', () => {
    const problems = signupProblems({
      ...EMPTY_SIGNUP_VALUES,
      domainId: 'ACME.COM',
      domainStatus: 'checking',
      email: 'jane@acme.com',
      emailVerified: false,
      password: 'short',
      confirmPassword: 'other',
    }).map(({ message }) => message);
    expect(problems).toContain('Please wait for domain verification');
    expect(problems).toContain('Email must be verified');
    expect(problems).toContain('Password must be at least 8 characters');
    expect(problems).toContain('Passwords do not match');
  });

  async function fillValidForm(user: ReturnType<typeof setup>) {
    await user.type(screen.getByLabelText('Organization Name'), 'Acme Corporation');
    await user.type(screen.getByLabelText('Domain'), 'acme.com');
    await advance(1100);
    await screen.findByText('Domain is available');
    await user.selectOptions(screen.getByLabelText('Country'), 'Germany');
    await user.selectOptions(screen.getByLabelText('Company Size'), '51-200');
    await user.type(screen.getByLabelText('First Name'), 'Jane');
    await user.type(screen.getByLabelText('Last Name'), 'Doe');
    await user.type(screen.getByLabelText('Email'), 'jane@acme.com');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Verification code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await screen.findByText('Verified');
    await user.click(screen.getByLabelText('I accept the Terms of Service'));
    await user.click(screen.getByLabelText('I accept the Privacy Policy'));
  }

  const otpRoutes = {
    'GET /org/check': FREE,
    'POST /otp/send': { body: { message: 'sent' } },
    'POST /otp/verify': { body: { verified: true, message: 'ok' } },
  };

  it('registers the tenant and goes to the login page with the success message', async () => {
    const { callsTo } = mockApi({
      ...otpRoutes,
      'POST /org/register': {
        status: 201,
        body: {
          message: 'created',
          organization: {
            orgId: 1,
            name: 'Acme Corporation',
            slug: 'acmecorpor',
            domainId: 'ACME.COM',
            plan: 'FREE_TRIAL',
            country: 'Germany',
            industry: null,
            companySize: 51,
          },
          admin: { id: 1, email: 'jane@acme.com' },
        },
      },
    });
    const user = setup();
    renderSignup();
    await fillValidForm(user);
    const submit = screen.getByRole('button', { name: 'Create Account' });
    expect(submit).not.toHaveClass('opacity-50');
    await user.click(submit);

    expect(await screen.findByText('Login page: Tenant account created successfully! Please log in with your credentials.')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Tenant account created successfully!');
    expect(callsTo('POST /org/register')[0]?.body).toEqual({
      organization: {
        legalOrganizationName: 'Acme Corporation',
        slug: 'acmecorpor',
        domainId: 'ACME.COM',
        country: 'Germany',
        plan: 'FREE_TRIAL',
        industry: null,
        companySize: '51-200',
      },
      admin: { firstName: 'Jane', lastName: 'Doe', email: 'jane@acme.com', phone: null },
      acceptTerms: true,
      acceptPrivacy: true,
    });
  });

  it.each([
    [400, 'Invalid registration data. Please check all fields.', 'Invalid Data'],
    [409, 'Organization or email already exists.', 'Duplicate Entry'],
  ])('maps a %i answer to its toast', async (status, message, title) => {
    mockApi({ ...otpRoutes, 'POST /org/register': { status, body: { message: 'Server says no', error: 'X' } } });
    const user = setup();
    renderSignup();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(message, title));
    expect(await screen.findByText('Server says no')).toBeInTheDocument();
  });

  it('falls back to the generic failure toast', async () => {
    mockApi({ ...otpRoutes, 'POST /org/register': { status: 500 } });
    const user = setup();
    renderSignup();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Registration failed. Please try again later.'));
  });
});
