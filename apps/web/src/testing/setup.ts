import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom has no scrolling; the router's ScrollRestoration calls scrollTo on every navigation.
window.scrollTo = () => {};
