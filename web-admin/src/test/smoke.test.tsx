import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

describe('the web test project', () => {
  it('renders React into jsdom and reads it back with Testing Library', () => {
    render(<p>Cellar</p>);
    expect(screen.getByText('Cellar')).toBeInTheDocument();
    expect(window.matchMedia('(min-width: 48em)').matches).toBe(false);
    expect(() => new ResizeObserver(() => undefined).observe(document.body)).not.toThrow();
  });
});
