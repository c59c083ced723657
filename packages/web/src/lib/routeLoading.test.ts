import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteChunkLoads, PageChunkError } from './routeLoading.ts';

describe("a page's chunk that fails to load", () => {
  afterEach(() => vi.useRealTimers());

  const routeLoading = (failures: number) => {
    let calls = 0;
    const lazy = async () => {
      calls += 1;
      if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
      return { Component: () => null };
    };
    const [route] = noteChunkLoads([{ path: '/cov/request/triage', lazy }]);
    return { load: route!.lazy as () => Promise<unknown>, calls: () => calls };
  };

  it('is tried again, and the page loads when a retry succeeds', async () => {
    vi.useFakeTimers();
    const { load, calls } = routeLoading(2);
    const loaded = load();
    await vi.runAllTimersAsync();
    await expect(loaded).resolves.toHaveProperty('Component');
    expect(calls()).toBe(3);
  });

  it('says it could not be loaded after the retries', async () => {
    vi.useFakeTimers();
    const { load, calls } = routeLoading(10);
    const loaded = load();
    const settled = expect(loaded).rejects.toBeInstanceOf(PageChunkError);
    await vi.runAllTimersAsync();
    await settled;
    expect(calls()).toBe(3);
  });
});
