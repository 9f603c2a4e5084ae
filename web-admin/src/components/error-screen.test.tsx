import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../testing/render.tsx';
import { ErrorScreen } from './error-screen.tsx';

describe('the error screen', () => {
  it('says 404 Not Found with a link home', () => {
    renderScreen(<ErrorScreen status={404} />, { lang: 'en_US', path: '/en_US/nowhere' });
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en_US');
  });

  it('says An error occurred for any other status', () => {
    renderScreen(<ErrorScreen status={500} />, { lang: 'en_US' });
    expect(screen.getByText('An error occurred')).toBeInTheDocument();
  });
});
