import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { LandingPage } from './landing-page';

/** The landing page as HTML, written into the page the server sends for / (scripts/prerender-landing.mjs). */
export function renderLandingPage(): string {
  return renderToString(
    <StaticRouter location="/">
      <LandingPage />
    </StaticRouter>,
  );
}
