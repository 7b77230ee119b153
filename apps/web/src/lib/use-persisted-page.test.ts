import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readPersistedPage, usePersistedPage } from './use-persisted-page';

describe('usePersistedPage', () => {
  it('starts at page 0 and remembers each change under its key', () => {
    const { result } = renderHook(() => usePersistedPage('dashboard_jobs'));
    expect(result.current[0]).toBe(0);
    act(() => result.current[1](2));
    expect(result.current[0]).toBe(2);
    expect(localStorage.getItem('dashboard_jobs')).toBe('2');
  });

  it('comes back to the remembered page', () => {
    localStorage.setItem('dashboard_jobs', '3');
    const { result } = renderHook(() => usePersistedPage('dashboard_jobs'));
    expect(result.current[0]).toBe(3);
  });

  it('keeps lists apart by key', () => {
    localStorage.setItem('other_list', '5');
    const { result } = renderHook(() => usePersistedPage('dashboard_jobs'));
    expect(result.current[0]).toBe(0);
  });

  it('ignores a malformed stored value', () => {
    for (const value of ['-1', 'abc', '1.5', '']) {
      localStorage.setItem('dashboard_jobs', value);
      expect(readPersistedPage('dashboard_jobs')).toBe(0);
    }
  });
});
