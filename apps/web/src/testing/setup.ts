import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadMarkdown } from '../components/markdown/markdown';

// Lazy route chunks and react-query retries can take over a second on a loaded 2-core CI machine;
// findBy* and waitFor wait up to 5 s instead of 1 s before failing.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom has no scrolling; the router's ScrollRestoration calls scrollTo on every navigation.
window.scrollTo = () => {};

// The app loads the markdown renderer on first use; tests render it at once, as before.
await preloadMarkdown();
