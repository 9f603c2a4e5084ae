import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import { renderScreen } from '../../testing/render.tsx';
import { ImageField, imageProblem } from './image-field.tsx';

const png = (name = 'logo.png', bytes = 64) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function renderField(
  upload = vi.fn(async () => ({ url: 'https://media.test/logo-2.png' })),
  lang: 'en_US' | 'fr_FR' = 'en_US',
  currentUrl: string | null = null,
) {
  renderScreen(<ImageField label="Logo" testId="logo" currentUrl={currentUrl} upload={upload} maxBytes={1024} />, {
    lang,
  });
  return upload;
}

describe('the image field', () => {
  it('applies the server’s rules', () => {
    expect(imageProblem(png())).toBeNull();
    expect(imageProblem(new File(['x'], 'a.svg', { type: 'image/svg+xml' }))).toBeNull();
    expect(imageProblem(new File(['x'], 'a.gif', { type: 'image/gif' }))).toBe('media.invalidImageType');
    expect(imageProblem(new File(['x'], 'a.txt', { type: 'image/png' }))).toBe('media.invalidImageType');
    expect(imageProblem(png('big.png', 2000), 1024)).toBe('media.imageTooBig');
  });

  it('shows the current image and its address', () => {
    renderField(undefined, 'en_US', 'https://media.test/logo.png');
    expect(screen.getByTestId('logo-current')).toHaveAttribute('src', 'https://media.test/logo.png');
    expect(screen.getByTestId('logo-current-url')).toHaveTextContent('https://media.test/logo.png');
  });

  it('says when there is no image yet', () => {
    renderField();
    expect(screen.getByTestId('logo-none')).toHaveTextContent('No image');
  });

  it('refuses a wrong type before sending, with the server’s message', async () => {
    const upload = renderField(undefined, 'fr_FR');
    await userEvent.upload(screen.getByTestId('logo-input'), new File(['x'], 'photo.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    expect(await screen.findByTestId('logo-error')).toHaveTextContent('Images acceptées : svg, jpeg, jpg, png');
    expect(screen.getByTestId('logo-send')).toBeDisabled();
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a file over the limit', async () => {
    renderField();
    await userEvent.upload(screen.getByTestId('logo-input'), png('big.png', 4096));
    expect(await screen.findByTestId('logo-error')).toHaveTextContent('Image is too big, maximum 2Mb');
  });

  it('previews a picked image and sends it', async () => {
    const upload = renderField();
    const file = png();
    await userEvent.upload(screen.getByTestId('logo-input'), file);
    await waitFor(() =>
      expect(screen.getByTestId('logo-preview').getAttribute('src')).toMatch(/^data:image\/png;base64,/),
    );
    await userEvent.click(screen.getByTestId('logo-send'));
    await waitFor(() => expect(upload).toHaveBeenCalledWith(file));
    await waitFor(() => expect(screen.queryByTestId('logo-preview')).not.toBeInTheDocument());
  });

  it('shows the server’s message when it refuses the image', async () => {
    const upload = vi.fn(async () => {
      throw new ApiError(400, 'Validation failed', { image: ['This SVG contains scripts and cannot be used'] });
    });
    renderField(upload);
    await userEvent.upload(screen.getByTestId('logo-input'), new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }));
    await waitFor(() => expect(screen.getByTestId('logo-send')).toBeEnabled());
    await userEvent.click(screen.getByTestId('logo-send'));
    expect(await screen.findByTestId('logo-error')).toHaveTextContent('This SVG contains scripts and cannot be used');
  });
});
