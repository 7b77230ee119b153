import { enhanceLanding } from './landing-behaviour';

/*
 * The only script of the prerendered landing page the server sends for / (scripts/prerender-landing.mjs):
 * its behaviour without React, and the footer's year, which the page was built with.
 */
enhanceLanding(document.body);

const year = String(new Date().getFullYear());
for (const element of document.querySelectorAll('[data-current-year]')) element.textContent = year;
