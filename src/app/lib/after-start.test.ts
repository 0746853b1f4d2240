import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterStart, isStarted, markStarted, resetStartForTests } from './after-start';

afterEach(() => {
  resetStartForTests();
  vi.useRealTimers();
});

describe('work deferred until the start is over', () => {
  it('waits for markStarted and an idle moment, then runs once', async () => {
    const fn = vi.fn();
    afterStart(fn);
    await new Promise((r) => setTimeout(r, 20));
    expect(fn).not.toHaveBeenCalled();
    markStarted();
    markStarted();
    await vi.waitFor(() => expect(fn).toHaveBeenCalledTimes(1));
    expect(isStarted()).toBe(true);
  });

  it('runs at once after the start, and not at all when cancelled before it', async () => {
    const cancelled = vi.fn();
    const cancel = afterStart(cancelled);
    cancel();
    markStarted();
    await vi.waitFor(() => expect(isStarted()).toBe(true));
    expect(cancelled).not.toHaveBeenCalled();
    const late = vi.fn();
    afterStart(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
