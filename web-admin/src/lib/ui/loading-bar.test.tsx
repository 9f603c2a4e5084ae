import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render.tsx';
import { LoadingBar } from './loading-bar.tsx';

/** A query whose answer the test gives. */
function pendingQuery(queryClient: ReturnType<typeof renderScreen>['queryClient'], key: string) {
  let finish: (value: string) => void = () => undefined;
  void queryClient.fetchQuery({ queryKey: [key], queryFn: () => new Promise<string>((resolve) => (finish = resolve)) });
  return { finish: (value = 'done') => finish(value) };
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('the loading bar (spec 1 §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows after 200 ms of work, runs over 5 s and hides 500 ms after the work ends', async () => {
    const { queryClient } = renderScreen(<LoadingBar />);
    const work = pendingQuery(queryClient, 'slow');
    await advance(150);
    expect(screen.queryByTestId('loading-bar')).not.toBeInTheDocument();
    await advance(100);
    const bar = screen.getByTestId('loading-bar');
    expect(bar).toHaveAttribute('data-state', 'running');
    expect(bar.style.getPropertyValue('--cellar-loading-duration')).toBe('5000ms');
    await advance(6000);
    expect(screen.getByTestId('loading-bar')).toHaveAttribute('data-state', 'running');

    work.finish();
    await advance(10);
    expect(screen.getByTestId('loading-bar')).toHaveAttribute('data-state', 'done');
    await advance(400);
    expect(screen.getByTestId('loading-bar')).toBeInTheDocument();
    await advance(100);
    expect(screen.queryByTestId('loading-bar')).not.toBeInTheDocument();
  });

  it('never shows for work shorter than 200 ms', async () => {
    const { queryClient } = renderScreen(<LoadingBar />);
    const work = pendingQuery(queryClient, 'quick');
    await advance(120);
    work.finish();
    await advance(1000);
    expect(screen.queryByTestId('loading-bar')).not.toBeInTheDocument();
  });

  it('shows for a mutation too, and runs on when new work starts while it fades', async () => {
    const { queryClient } = renderScreen(<LoadingBar />);
    let finish: () => void = () => undefined;
    const mutation = queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => new Promise<void>((resolve) => (finish = resolve)) });
    void mutation.execute(undefined);
    await advance(250);
    expect(screen.getByTestId('loading-bar')).toHaveAttribute('data-state', 'running');
    finish();
    await advance(10);
    expect(screen.getByTestId('loading-bar')).toHaveAttribute('data-state', 'done');
    const again = pendingQuery(queryClient, 'again');
    await advance(600);
    expect(screen.getByTestId('loading-bar')).toHaveAttribute('data-state', 'running');
    again.finish();
    await advance(10);
    expect(screen.getByTestId('loading-bar')).toHaveAttribute('data-state', 'done');
    await advance(500);
    expect(screen.queryByTestId('loading-bar')).not.toBeInTheDocument();
  });
});
