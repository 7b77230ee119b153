/** Spec texts shared by the server's validation and the web forms (spec sections 5 and 8). */

export const AUTH_MESSAGES = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  domainRequired: 'Please provide a domain or use an email address with a domain.',
  loginFailed: 'Login failed. Please check your credentials.',
  invalidCredentials: 'Invalid username, domain or password.',
  accountDisabled: 'This account has been disabled. Please contact your administrator.',
  loginSuccess: 'Login successful! Redirecting to dashboard...',
  superAdminRequired: 'Access denied. Super admin role required.',
  sessionExpired: 'Your session has expired, please log in again.',
  notAuthenticated: 'Authentication required. Please log in.',
  tokenRevoked: 'Your session is no longer valid. Please log in again.',
} as const;

export const RESET_MESSAGES = {
  emailRequired: 'Please enter your email address',
  fillAllFields: 'Please fill in all fields',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters long',
  otpSent: 'OTP sent to your email',
  sendFailed: 'Failed to send OTP',
  resetFailed: 'Failed to reset password',
  resetSuccess: 'Password reset successfully! Please login with your new password.',
  invalidResetCode: 'Invalid or expired code, or no account with this email in that domain.',
} as const;

export const OTP_MESSAGES = {
  otpRequired: 'Please enter the OTP',
  otpSixDigits: 'OTP must be 6 digits',
  codeSent: 'Verification code sent to your email',
  verified: 'Email verified successfully!',
  invalid: 'Invalid OTP. Please try again.',
  expired: 'OTP has expired. Please request a new one.',
  tooManyAttempts: 'Too many incorrect attempts. Please request a new OTP.',
  resendWait: (seconds: number) => `Please wait ${seconds} seconds before requesting a new OTP.`,
  sendFailedTitle: 'OTP Failed',
  sendFailed: 'Failed to send OTP.',
  resendFailed: 'Failed to resend OTP. Please try again.',
} as const;

export const SIGNUP_MESSAGES = {
  organizationNameRequired: 'Organization name is required',
  slugRequired: 'Slug is required',
  slugInvalid: 'Slug may contain only lowercase letters and digits (at most 10)',
  slugTaken: 'This slug is already in use',
  domainRequired: 'Domain is required',
  domainInvalid: 'Domain may contain only letters, digits, dots and hyphens',
  domainTaken: 'This domain is already registered',
  domainPending: 'Please wait for domain verification',
  countryRequired: 'Country is required',
  planRequired: 'Plan is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailNotVerified: 'Email must be verified',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  acceptTerms: 'You must accept the terms of service',
  acceptPrivacy: 'You must accept the privacy policy',
  personalEmail: 'Personal email domains are not allowed. Please use your company email.',
  invalidEmailFormat: 'Invalid email format',
  validCompanyEmail: 'Valid company email domain',
  completeFollowing: 'Please complete the following: ',
  success: 'Tenant account created successfully!',
  successRedirect: 'Tenant account created successfully! Please log in with your credentials.',
  invalidData: 'Invalid registration data. Please check all fields.',
  invalidDataTitle: 'Invalid Data',
  duplicate: 'Organization or email already exists.',
  duplicateTitle: 'Duplicate Entry',
  duplicateDomainTitle: 'Duplicate Domain',
  failed: 'Registration failed. Please try again later.',
  checkFailed: 'Failed to check domain availability',
  checkFailedTitle: 'Check Failed',
  organizationNotFound: 'Organization not found',
  paidPlanRequested:
    'Paid plans are activated by our team within 2 hours. Your account starts on the Free Trial.',
} as const;

export const USER_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  companyEmailRequired: 'Please use a company email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  duplicateEmail: 'User with this email already exists',
  invalidData: 'Invalid user data provided',
  addFailed: 'Failed to add user. Please try again.',
  added: 'User added successfully!',
} as const;

export const GENERIC_MESSAGES = {
  anError: 'An error occurred',
  notFound: 'Resource not found',
  forbidden: 'Access denied. Insufficient permissions.',
  tooManyRequests: 'Too many requests. Please try again later.',
  internal: 'Something went wrong on our side. Please try again later.',
} as const;
