import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadMarkdown } from '../components/markdown/markdown';

// Lazy route chunks and react-query retries can take seconds on a 2-core CI machine that also runs
// the PostgreSQL server suite (the web suite took 530 s there, 163 s alone): findBy* and waitFor
// wait up to 15 s instead of 1 s before failing. They go on as soon as what they wait for is there.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom has no scrolling; the router's ScrollRestoration calls scrollTo on every navigation.
window.scrollTo = () => {};

// The app loads the markdown renderer on first use; tests render it at once, as before.
await preloadMarkdown();
