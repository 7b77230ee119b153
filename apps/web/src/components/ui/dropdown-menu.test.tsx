import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DropdownMenu } from './dropdown-menu';

const items = (onSelect = vi.fn()) => [
  { label: 'Shortlisted', onSelect },
  { label: 'Rejected', onSelect: vi.fn() },
];

describe('DropdownMenu', () => {
  it('opens on its trigger with the first item focused, and runs the chosen item', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<DropdownMenu label="Move Jane to…" items={items(onSelect)} />);
    await user.click(screen.getByRole('button', { name: 'Move Jane to…' }));
    expect(screen.getByRole('menuitem', { name: 'Shortlisted' })).toHaveFocus();
    await user.click(screen.getByRole('menuitem', { name: 'Shortlisted' }));
    expect(onSelect).toHaveBeenCalledOnce();
  });

  it('stays open while a scroll keeps its trigger on screen, and closes once the trigger has left it', async () => {
    const user = userEvent.setup();
    render(<DropdownMenu label="Move Jane to…" items={items()} />);
    const trigger = screen.getByRole('button', { name: 'Move Jane to…' });
    await user.click(trigger);
    act(() => void fireEvent.scroll(window));
    expect(screen.getByRole('menu', { name: 'Move Jane to…' })).toBeInTheDocument();

    vi.spyOn(trigger, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: window.innerHeight + 50, width: 32, height: 32 }));
    act(() => void fireEvent.scroll(window));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
