import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageWindow } from './pagination';

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={0} totalPages={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows Prev, the numbered pages and Next, and reports zero-based pages', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={0} totalPages={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('shortens long page lists round the current page', () => {
    expect(pageWindow(0, 5)).toEqual([0, 1, 2, 3, 4]);
    expect(pageWindow(5, 12)).toEqual([0, 'gap', 4, 5, 6, 'gap', 11]);
    expect(pageWindow(0, 12)).toEqual([0, 1, 'gap', 11]);
    expect(pageWindow(2, 12)).toEqual([0, 1, 2, 3, 'gap', 11]);
  });
});
