/** Spec section 2 (Dashboard) texts of the greeting banner. */
export const DASHBOARD_TEXT = {
  title: 'Dashboard',
  welcomeBack: (name: string) => `Welcome back, ${name}`,
  sessionRemaining: (hours: number, minutes: number, seconds: number) => `Session: ${hours}h ${minutes}m ${seconds}s`,
  sessionExpired: 'Session: EXPIRED',
  createJobPosting: 'Create Job Posting',
} as const;
