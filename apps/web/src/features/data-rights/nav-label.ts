/**
 * The side menu's entry for the Data & privacy page. A file of its own: the menu is in the entry
 * chunk, and a module the page shares with it would carry all the page's texts there.
 */
export const PRIVACY_NAV_LABEL = 'Data & privacy';
