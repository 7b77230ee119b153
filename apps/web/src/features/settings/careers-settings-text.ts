import { CAREERS_DESCRIPTION_MAX, CAREERS_LOGO_MAX_BYTES } from '@kairox/contract';

/** Texts of the settings page's "Careers page" card (issue #13, point 1). */
export const CAREERS_SETTINGS_TEXT = {
  title: 'Careers page',
  intro: 'Your public careers page lists your active jobs that still take applications; candidates apply to each one from there.',
  loading: 'Loading the careers page settings...',
  loadFailed: 'The careers page settings could not be loaded.',
  retry: 'Try again',
  adminOnly: 'Only organization admins can change the careers page.',

  addressLabel: 'Public address',
  copy: 'Copy link',
  copied: 'The careers page link is copied.',
  copyFailed: 'The link could not be copied. Select it and copy it by hand.',
  open: 'Open',
  openLabel: 'Open the careers page in a new tab',

  logoLabel: 'Logo',
  logoHint: `PNG, JPEG or WebP, at most ${CAREERS_LOGO_MAX_BYTES / 1024} KB. SVG is not accepted.`,
  logoNone: 'No logo yet',
  logoAlt: 'Current logo',
  uploadLogo: 'Upload logo',
  replaceLogo: 'Replace logo',
  uploading: 'Uploading...',
  removeLogo: 'Remove',
  logoSaved: 'The logo is saved.',
  logoRemoved: 'The logo is removed.',
  logoFailed: 'The logo could not be saved. Please try again.',

  descriptionLabel: 'Short description',
  descriptionHint: (length: number) => `${length} / ${CAREERS_DESCRIPTION_MAX} characters, shown under your name on the careers page.`,
  colorLabel: 'Page color',
  colorPicker: 'Pick the page color',
  colorHint: 'A hex color such as #4f46e5. Text on it turns white or dark, whichever reads better.',
  preview: 'Preview',
  save: 'Save',
  saving: 'Saving...',
  saved: 'The careers page is updated.',
  savedTitle: 'Settings saved',
  saveFailed: 'The careers page settings could not be saved. Please try again.',
  saveFailedTitle: 'Save failed',
} as const;
