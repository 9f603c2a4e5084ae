import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render.tsx';
import { editorToast } from '../../lib/ui/editor-toast.ts';
import { resetSessionForTests } from '../../lib/session/session-store.ts';
import { EditorLayout } from './editor-layout.tsx';

describe('the editor layout (spec 1 §2, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    resetSessionForTests();
  });

  it('has its own toast zone, whose toasts last 5 s', async () => {
    renderScreen(<EditorLayout />);
    expect(screen.getByTestId('editor-layout')).toBeInTheDocument();
    act(() => {
      editorToast('success', 'Layout saved');
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByText('Layout saved')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4500);
    });
    expect(screen.getByText('Layout saved')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    expect(screen.queryByText('Layout saved')).not.toBeInTheDocument();
  });
});
