import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStore } from '../../../testing/store-test.tsx';
import { component, layout, publicPage } from '../../../testing/page-fixtures.ts';

const pageWith = (config: Record<string, unknown>) => ({
  'GET /page/videos': publicPage({
    url: 'videos',
    title: 'Nos vidéos',
    layouts: [layout('ONE_COLUMN', [component('youtube-video', config)])],
  }),
});

describe('the YouTube video block', () => {
  it('shows a play button and asks nothing of YouTube until the visitor clicks, then plays the video', async () => {
    renderStore('/en_US/videos?site=1', pageWith({ url: 'https://youtu.be/dQw4w9WgXcQ', title: 'The harvest' }));
    const play = await screen.findByRole('button', { name: 'Play the video: The harvest' });
    expect(screen.getByTestId('youtube-video').querySelector('iframe')).toBeNull();

    await userEvent.click(play);
    const player = screen.getByTitle('The harvest');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(player).toHaveAttribute('allow', 'autoplay; encrypted-media; picture-in-picture');
    expect(player).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  });

  it('says "Lire la vidéo" in French when the video has no title', async () => {
    renderStore('/videos?site=1', pageWith({ url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }));
    expect(await screen.findByRole('button', { name: 'Lire la vidéo' })).toBeInTheDocument();
  });

  it('shows nothing broken for an address that is not a YouTube video', async () => {
    renderStore('/en_US/videos?site=1', pageWith({ url: 'https://vimeo.com/123', title: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nos vidéos' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('youtube-video')).toBeNull());
    expect(screen.queryByRole('button', { name: /Play the video/ })).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });
});
