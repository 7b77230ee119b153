/** Spec section 2 texts of the error pages. */
export const ERROR_TEXT = {
  notAuthorized: 'You’re not authorized to view this page',
  notAuthorizedHint: 'Ask your organisation administrator if you need access.',
  backToDashboard: 'Back to Dashboard',
  somethingWentWrong: 'Something went wrong',
  couldNotDisplay: 'This page could not be displayed. Please reload and try again.',
  reload: 'Reload',
} as const;
