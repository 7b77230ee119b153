import { TOKEN_STORAGE_KEY } from '@kairox/contract';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AuthProvider } from '../lib/auth';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';

function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

interface RenderOptions {
  /** A token to store before rendering (see makeToken). */
  token?: string;
}

function storeToken(token?: string) {
  if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

/** Mounts the whole app (real route table) at `path`; `router.state.location` tells where it went. */
export function renderApp(path: string, { token }: RenderOptions = {}) {
  storeToken(token);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const result = render(
    <AppProviders queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, user };
}

/** Mounts one component with the app's providers, a session and a router at `path`. */
export function renderWithProviders(ui: ReactNode, { token, path = '/' }: RenderOptions & { path?: string } = {}) {
  storeToken(token);
  const router = createMemoryRouter([{ path: '*', element: <AuthProvider>{ui}</AuthProvider> }], {
    initialEntries: [path],
  });
  const user = userEvent.setup();
  const result = render(
    <AppProviders queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, user };
}
