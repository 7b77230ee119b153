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

// The DOM has no scrolling, printing or dialogs of the browser; the router's ScrollRestoration
// calls scrollTo on every navigation, and tests spy on confirm and print.
window.scrollTo = () => {};
window.confirm = () => false;
window.print = () => {};

// happy-dom lacks two reflected properties of form controls that react-hook-form reads to tell
// whether a select was changed before it registered (without them it keeps the first option
// instead of the form's default value).
if (!('size' in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute('size') ?? 0) || 0;
    },
  });
}
if (!('defaultSelected' in HTMLOptionElement.prototype)) {
  Object.defineProperty(HTMLOptionElement.prototype, 'defaultSelected', {
    get(this: HTMLOptionElement) {
      return this.hasAttribute('selected');
    },
  });
}

// The app loads the markdown renderer on first use; tests render it at once, as before.
await preloadMarkdown();
