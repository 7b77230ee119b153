import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

describe('Markdown: loading the renderer', () => {
  it('shows its box at once and the text when the renderer has loaded; empty text needs no renderer', async () => {
    // A fresh copy of the module: the test setup has already loaded the renderer for the other tests.
    vi.resetModules();
    const { Markdown } = await import('./markdown');
    render(
      <>
        <Markdown data-testid="text">{'## Loaded'}</Markdown>
        <Markdown data-testid="empty">{''}</Markdown>
      </>,
    );
    const box = screen.getByTestId('text');
    expect(box).toBeEmptyDOMElement();
    expect(await within(box).findByRole('heading', { level: 2, name: 'Loaded' })).toBeInTheDocument();
    expect(screen.getByTestId('empty')).toBeEmptyDOMElement();
  });
});
