/**
 * Every text of the staff login screen and the reset-password modal. Spec texts come from the
 * contract (import, don't copy); the rest are screen copy that the spec leaves open.
 */
import { AUTH_MESSAGES, RESET_MESSAGES } from '@kairox/contract';

export { AUTH_MESSAGES, RESET_MESSAGES };

export const LOGIN_TEXT = {
  brandName: 'Kairox',
  brandTagline: 'AI-assisted recruitment',
  homeLink: 'Kairox home',
  title: 'Welcome back',
  subtitle: 'Sign in to your organization workspace.',
  username: 'Username',
  usernamePlaceholder: 'you@company.com',
  domainId: 'Domain ID',
  domainPlaceholder: 'ACME.COM',
  domainHint: 'Leave empty to use the domain of your email address.',
  password: 'Password',
  passwordPlaceholder: 'Enter your password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  signIn: 'Sign In',
  signingIn: 'Signing In...',
  resetPassword: 'Reset your password',
  forgotPrompt: 'Forgot your password?',
  noAccount: "Don't have an account?",
  createOne: 'Create one',
  panelTitle: 'Hire faster with AI screening you can trust.',
  panelBody: 'Post jobs, screen every resume automatically and review interview insights with your whole team, in one secure workspace.',
  panelPoints: ['AI resume screening and scorecards', 'Integrity signals from AI interviews', 'Tenant-isolated, enterprise-grade security'],
  panelStats: [
    { value: '70%', label: 'faster hiring' },
    { value: '95%', label: 'satisfaction' },
    { value: '1M+', label: 'candidates processed' },
  ],
} as const;

export const RESET_TEXT = {
  title: 'Reset Password',
  emailStepDescription: "Enter the email address of your account. We'll send you a one-time code.",
  codeStepDescription: (email: string) => `Enter the code we sent to ${email}, your organization's domain ID and a new password.`,
  email: 'Email',
  emailPlaceholder: 'you@company.com',
  otp: 'OTP Code',
  otpPlaceholder: '6-digit code',
  domainId: 'Domain ID',
  domainPlaceholder: 'ACME.COM',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  passwordHint: 'At least 8 characters.',
  sendOtp: 'Send OTP',
  sendingOtp: 'Sending...',
  submit: 'Reset Password',
  submitting: 'Resetting...',
  back: 'Back',
  cancel: 'Cancel',
  close: 'Close',
} as const;
