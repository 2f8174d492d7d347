// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { clockOffset, useServerClock } from './useServerClock';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the server clock', () => {
  it('measures the server’s lead over the browser, and ignores a missing clock', () => {
    expect(clockOffset('2030-03-10T10:05:00Z', Date.parse('2030-03-10T10:00:00Z'))).toBe(5 * 60_000);
    expect(clockOffset('not a date', 0)).toBe(0);
  });

  it('ticks the browser’s time plus the offset, and stops ticking on unmount', () => {
    vi.useFakeTimers({ now: new Date('2030-03-10T10:00:00Z') });
    const clear = vi.spyOn(window, 'clearInterval');
    const { result, unmount } = renderHook(() => useServerClock(60_000));
    expect(result.current.toISOString()).toBe('2030-03-10T10:01:00.000Z');
    act(() => void vi.advanceTimersByTime(3000));
    expect(result.current.toISOString()).toBe('2030-03-10T10:01:03.000Z');
    unmount();
    expect(clear).toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
