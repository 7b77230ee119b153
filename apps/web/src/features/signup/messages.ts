/**
 * Every text of the tenant sign-up screen, its OTP modal and its Terms / Privacy modals.
 * Spec texts come from the contract (import, don't copy); the rest are screen copy that the spec
 * leaves open.
 */
import { OTP_MESSAGES, SIGNUP_MESSAGES } from '@kairox/contract';

export { OTP_MESSAGES, SIGNUP_MESSAGES };

/** Where the plan link points: the product's own checkout page, opened in a new tab. */
export const PRICING_URL = '/billing/checkout';

export const SIGNUP_TEXT = {
  brandName: 'Kairox',
  homeLink: 'Kairox home',
  title: 'Create your organization account',
  subtitle: 'Set up a Kairox workspace for your hiring team in a few minutes. The Free Trial needs no credit card.',
  haveAccount: 'Already have an account?',
  signIn: 'Sign in here',
  sections: {
    organization: { number: 1, title: 'Organization Details', description: 'Tell us about the company that will use Kairox.' },
    admin: { number: 2, title: 'Admin Details', description: 'This person becomes the primary administrator of the workspace.' },
    terms: { number: 3, title: 'Terms & Conditions', description: 'Please review and accept our policies.' },
  },
  organizationName: 'Organization Name',
  organizationNamePlaceholder: 'Acme Corporation',
  slug: 'Slug',
  slugPlaceholder: 'acme',
  slugHint: 'Lowercase letters and digits, up to 10 characters.',
  domain: 'Domain',
  domainPlaceholder: 'ACME.COM',
  domainHint: 'Your staff sign in with this domain ID.',
  domainChecking: 'Checking availability...',
  domainAvailable: 'Domain is available',
  domainRetry: 'Check again',
  country: 'Country',
  countryPlaceholder: 'Select a country',
  plan: 'Plan',
  planSelfService: 'available now',
  planContactSales: 'contact sales',
  viewPricing: 'View plans & pricing',
  industry: 'Industry',
  industryPlaceholder: 'Select an industry',
  companySize: 'Company Size',
  companySizePlaceholder: 'Select company size',
  companySizeOption: (range: string) => `${range} employees`,
  optional: 'Optional',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  emailPlaceholder: 'you@company.com',
  verify: 'Verify',
  verifying: 'Sending...',
  verified: 'Verified',
  password: 'Password',
  passwordHint: 'Optional. At least 8 characters if you set one now.',
  confirmPassword: 'Confirm Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  phone: 'Phone',
  phonePlaceholder: '+1 555 000 0000',
  acceptTermsPrefix: 'I accept the ',
  acceptPrivacyPrefix: 'I accept the ',
  termsOfService: 'Terms of Service',
  privacyPolicy: 'Privacy Policy',
  submit: 'Create Account',
  submitting: 'Creating Account...',
  close: 'Close',
  iUnderstand: 'I understand',
  acceptAndClose: 'Accept',
} as const;

export const OTP_TEXT = {
  title: 'Verify your email',
  description: (email: string) => `Enter the 6-digit code we sent to ${email}. The code is valid for 10 minutes.`,
  descriptionSentEarlier: (email: string) => `Enter the 6-digit code we sent to ${email} a moment ago: it is still valid.`,
  label: 'Verification code',
  placeholder: '000000',
  verify: 'Verify',
  verifying: 'Verifying...',
  cancel: 'Cancel',
  resend: 'Resend OTP',
  resending: 'Sending...',
  resendIn: (seconds: number) => `Resend OTP in ${seconds}s`,
  noCode: "Didn't get the code?",
} as const;

export interface PolicySection {
  heading: string;
  body: string;
}

export const TERMS_OF_SERVICE: { title: string; updated: string; sections: PolicySection[] } = {
  title: 'Terms of Service',
  updated: 'Last updated: January 2025',
  sections: [
    {
      heading: '1. The service',
      body: 'Kairox provides a hosted recruitment platform for posting jobs, collecting applications, screening resumes with AI and reviewing AI interview results. These terms form an agreement between Kairox and the organization that registers an account ("Customer").',
    },
    {
      heading: '2. Accounts',
      body: 'The person who registers confirms that they may bind the Customer to these terms. The Customer is responsible for its users, for keeping credentials confidential and for all activity under its account. Tell us promptly about any unauthorized use.',
    },
    {
      heading: '3. Plans and billing',
      body: 'New accounts start on the Free Trial. Paid plans (Starter, Professional, Enterprise) are activated by our team after you contact sales and are billed as agreed in your order. Plan limits, such as jobs or resumes per month, apply as described on the pricing page.',
    },
    {
      heading: '4. Candidate data',
      body: "The Customer decides which candidate data is collected and why, and is the controller of that data. Kairox processes it only to provide the service and on the Customer's instructions, as described in the Privacy Policy.",
    },
    {
      heading: '5. Fair and lawful use of AI',
      body: 'AI scores, feedback and integrity signals support human decisions; they do not replace them. The Customer must review results before rejecting a candidate, must not use the service to discriminate unlawfully, and must follow the employment and data protection laws that apply to its hiring.',
    },
    {
      heading: '6. Acceptable use',
      body: "Do not upload malware, attempt to access another organization's data, overload or probe the service, or use it to send unsolicited messages. We may suspend accounts that put the platform or other customers at risk.",
    },
    {
      heading: '7. Availability and changes',
      body: 'We work to keep the service available and secure, but it is provided "as is" during the Free Trial. We may improve or change features; we will give notice of material changes to these terms.',
    },
    {
      heading: '8. Termination',
      body: 'Either party may end the agreement at any time. After termination the Customer may export its data for 30 days; we then delete it, except where the law requires us to keep it.',
    },
    {
      heading: '9. Liability',
      body: 'To the extent the law allows, neither party is liable for indirect or consequential losses, and our total liability is limited to the fees paid in the twelve months before the claim.',
    },
  ],
};

export const PRIVACY_POLICY: { title: string; updated: string; sections: PolicySection[] } = {
  title: 'Privacy Policy',
  updated: 'Last updated: January 2025',
  sections: [
    {
      heading: '1. Who we are',
      body: 'Kairox operates a recruitment platform for organizations. For account data of your staff, Kairox is the controller. For candidate data, your organization is the controller and Kairox acts as its processor.',
    },
    {
      heading: '2. What we collect',
      body: 'Account data: names, business email addresses, phone numbers and sign-in activity of your users. Candidate data submitted to your organization: contact details, resumes, application answers, screening scores, notes and, where you use AI interviews, interview results and integrity signals.',
    },
    {
      heading: '3. How we use it',
      body: 'To run the service: authenticate users, screen and rank applications for your jobs, generate AI feedback, send service emails such as verification codes, keep the platform secure and provide support. We do not sell personal data and do not use candidate data to advertise.',
    },
    {
      heading: '4. AI processing',
      body: 'Resumes are analysed automatically to produce a score and written feedback for your recruiters. Results are advisory; your team makes the hiring decisions. Candidates can ask your organization for human review of any decision.',
    },
    {
      heading: '5. Sharing',
      body: "Each organization's data is isolated from every other tenant. We share data only with sub-processors that host and operate the service under written data protection terms, or when the law requires it.",
    },
    {
      heading: '6. Retention',
      body: 'Candidate data is kept for as long as your organization keeps it in the platform, and deleted within 30 days after your account ends. Verification codes expire after 10 minutes.',
    },
    {
      heading: '7. Security',
      body: 'Data is encrypted in transit, passwords are stored as strong one-way hashes, access is role-based and every query is scoped to your organization.',
    },
    {
      heading: '8. Your rights',
      body: 'Users and candidates may request access to, correction of or deletion of their personal data. Candidates should contact the organization they applied to; we will help that organization respond. Questions about this policy can be sent to our support team.',
    },
  ],
};
