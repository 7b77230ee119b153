/** Route paths that features link to and the app shell's guards redirect to. */
export const SUPER_ADMIN_HOME = '/kairox-admin/dashboard';
export const SUPER_ADMIN_LOGIN = '/kairox-admin';
