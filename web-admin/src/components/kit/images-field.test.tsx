import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '@cellar/shared/i18n/lang';
import { renderScreen } from '../../testing/render.tsx';
import { stackBoxes } from '../../testing/stacked-boxes.ts';
import {
  ImagesField,
  imagesFieldErrors,
  imagesToMultipart,
  type ImageItem,
  type ImagesFieldProps,
} from './images-field.tsx';

const png = (name: string, bytes = 64) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const jpeg = (name: string) => new File([new Uint8Array(32)], name, { type: 'image/jpeg' });

const existing: ImageItem[] = [
  { key: 'img-1', id: 'img-1', url: 'https://media.test/cellar.jpg', alt: 'The cellar' },
  { key: 'img-2', id: 'img-2', url: 'https://media.test/vines.jpg', alt: 'The vines' },
  { key: 'img-3', id: 'img-3', url: 'https://media.test/bottle.jpg', alt: 'A bottle' },
];

type Extra = Partial<Omit<ImagesFieldProps, 'value' | 'onChange'>>;

/** The field held by a form: its value changes with what the field reports. */
function Harness({
  initial,
  onChange,
  extra,
}: {
  initial: ImageItem[];
  onChange: (items: ImageItem[]) => void;
  extra: Extra;
}) {
  const [items, setItems] = useState(initial);
  return (
    <ImagesField
      label="Photos"
      testId="photos"
      maxBytes={1024}
      {...extra}
      value={items}
      onChange={(next) => {
        onChange(next);
        setItems(next);
      }}
    />
  );
}

function renderField({ initial = [], lang = 'en_US', ...extra }: Extra & { initial?: ImageItem[]; lang?: Lang } = {}) {
  const onChange = vi.fn<(items: ImageItem[]) => void>();
  renderScreen(<Harness initial={initial} onChange={onChange} extra={extra} />, { lang });
  return onChange;
}

/** The alternative texts shown, top to bottom. */
function altTexts(): string[] {
  return within(screen.getByTestId('photos-items'))
    .getAllByLabelText('Alternative text')
    .map((input) => (input as HTMLInputElement).value);
}

const lastValue = (onChange: ReturnType<typeof renderField>) => onChange.mock.calls.at(-1)![0];

describe('the images field', () => {
  it('says when there is no image yet', () => {
    renderField();
    expect(screen.getByTestId('photos-none')).toHaveTextContent('No image');
  });

  it('shows two picked images with a preview and an alternative text each', async () => {
    const onChange = renderField();
    const [first, second] = [png('cellar.png'), jpeg('vines.jpg')];
    await userEvent.upload(screen.getByTestId('photos-input'), [first, second]);
    expect(screen.getByTestId('photos-item-0')).toHaveTextContent('cellar.png');
    expect(screen.getByTestId('photos-item-1')).toHaveTextContent('vines.jpg');
    await waitFor(() =>
      expect(screen.getByTestId('photos-preview-0').getAttribute('src')).toMatch(/^data:image\/png;base64,/),
    );
    await waitFor(() =>
      expect(screen.getByTestId('photos-preview-1').getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/),
    );
    expect(lastValue(onChange).map((item) => item.file)).toEqual([first, second]);

    await userEvent.type(screen.getByTestId('photos-alt-1'), 'Vines in spring');
    expect(lastValue(onChange)[1]).toMatchObject({ file: second, alt: 'Vines in spring' });
    expect(lastValue(onChange)[0]).toMatchObject({ file: first, alt: '' });
    expect(screen.getByRole('img', { name: 'Vines in spring' })).toBeInTheDocument();
  });

  it('refuses a GIF with the server’s message, in the screen’s language, and keeps the good files', async () => {
    const onChange = renderField({ lang: 'fr_FR' });
    await userEvent.upload(
      screen.getByTestId('photos-input'),
      [new File(['x'], 'anim.gif', { type: 'image/gif' }), png('cellar.png')],
      { applyAccept: false },
    );
    expect(screen.getByTestId('photos-error')).toHaveTextContent('anim.gif : Images acceptées : svg, jpeg, jpg, png');
    expect(lastValue(onChange).map((item) => item.file?.name)).toEqual(['cellar.png']);
    expect(screen.queryByTestId('photos-item-1')).not.toBeInTheDocument();
  });

  it('refuses a file over the size limit', async () => {
    const onChange = renderField();
    await userEvent.upload(screen.getByTestId('photos-input'), png('huge.png', 4096));
    expect(screen.getByTestId('photos-error')).toHaveTextContent('huge.png: Image is too big, maximum 2Mb');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('photos-none')).toBeInTheDocument();
  });

  it('takes at most `max` images and says why the others are refused', async () => {
    const onChange = renderField({ max: 2, initial: existing.slice(0, 1) });
    expect(screen.getByTestId('photos-count')).toHaveTextContent('1 image(s) of 2 at most');
    await userEvent.upload(screen.getByTestId('photos-input'), [png('a.png'), png('b.png')]);
    expect(screen.getByTestId('photos-error')).toHaveTextContent('b.png: 2 images at most');
    expect(lastValue(onChange).map((item) => item.url ?? item.file?.name)).toEqual([
      'https://media.test/cellar.jpg',
      'a.png',
    ]);
    expect(screen.getByTestId('photos-pick')).toBeDisabled();
  });

  it('removes an image', async () => {
    const onChange = renderField({ initial: existing });
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(lastValue(onChange).map((item) => item.key)).toEqual(['img-1', 'img-3']);
    expect(altTexts()).toEqual(['The cellar', 'A bottle']);
  });

  it('moves an image with the move up and move down buttons', async () => {
    const onChange = renderField({ initial: existing });
    expect(screen.getByTestId('photos-up-0')).toBeDisabled();
    expect(screen.getByTestId('photos-down-2')).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move image 1 down' }));
    expect(lastValue(onChange).map((item) => item.key)).toEqual(['img-2', 'img-1', 'img-3']);
    await userEvent.click(screen.getByRole('button', { name: 'Move image 3 up' }));
    expect(lastValue(onChange).map((item) => item.key)).toEqual(['img-2', 'img-3', 'img-1']);
    expect(altTexts()).toEqual(['The vines', 'A bottle', 'The cellar']);
  });

  it('shows the field’s message and the messages of each alternative text', () => {
    renderField({
      initial: existing,
      error: 'Add at least one image',
      altErrors: { 1: 'The alternative text is too long' },
    });
    expect(screen.getByTestId('photos-error')).toHaveTextContent('Add at least one image');
    expect(screen.getByTestId('photos-alt-1')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('photos-alt-1')).toHaveAccessibleDescription('The alternative text is too long');
    expect(screen.getByTestId('photos-alt-0')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the images the server has at their address', () => {
    renderField({ initial: existing });
    expect(screen.getByTestId('photos-preview-0')).toHaveAttribute('src', 'https://media.test/cellar.jpg');
    expect(screen.getByRole('img', { name: 'The vines' })).toHaveAttribute('src', 'https://media.test/vines.jpg');
  });
});

/**
 * Drag and drop through @dnd-kit's keyboard sensor (Space, arrows, Space), as a keyboard user
 * does. jsdom lays nothing out, so each image gets an 80 px tall box by its place in the list.
 */
/** dnd-kit's announcements to screen readers: they tell where the dragged item is. */
const liveRegion = () => document.querySelector('[id^="DndLiveRegion"]');

describe('the images field: drag-and-drop ordering', () => {
  beforeEach(() => stackBoxes('[data-image-key]', 80));
  afterEach(() => vi.restoreAllMocks());

  it('moves an image down with the keyboard: Space, ArrowDown, Space', async () => {
    const onChange = renderField({ initial: existing });
    const user = userEvent.setup();
    const handle = screen.getByTestId('photos-handle-0');
    expect(handle).toHaveAccessibleName('Move image 1');
    handle.focus();
    await user.keyboard(' ');
    // Picked up. dnd-kit listens for arrows from its next task on; waitFor ends on a later task.
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Image 1 is over place 2.'));
    await user.keyboard(' ');
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(lastValue(onChange).map((item) => item.key)).toEqual(['img-2', 'img-1', 'img-3']);
    await waitFor(() => expect(altTexts()).toEqual(['The vines', 'The cellar', 'A bottle']));
  });
});

describe('imagesToMultipart', () => {
  it('sends the new files apart and every image’s place, alternative text, and file or address', () => {
    const a = png('a.png');
    const b = jpeg('b.jpg');
    const items: ImageItem[] = [
      { key: 'new-a', file: a, alt: 'First' },
      { key: 'img-1', id: 'img-1', url: 'https://media.test/cellar.jpg', alt: 'The cellar' },
      { key: 'new-b', file: b, alt: '' },
    ];
    expect(imagesToMultipart(items)).toEqual({
      files: [a, b],
      images: [
        { alt: 'First', order: 0, file: 0 },
        { id: 'img-1', url: 'https://media.test/cellar.jpg', alt: 'The cellar', order: 1 },
        { alt: '', order: 2, file: 1 },
      ],
    });
    expect(imagesToMultipart([])).toEqual({ files: [], images: [] });
  });
});

describe('imagesFieldErrors', () => {
  it('puts the server’s `<field>.<i>.alt` errors on the alternative texts and the others on the field', () => {
    const fieldErrors = {
      'imageList.1.alt': ['Too long'],
      'imageList.0.order': ['Invalid value'],
      images: ['Accepted images: svg, jpeg, jpg, png'],
      name: ['Name is required'],
    };
    expect(imagesFieldErrors(fieldErrors, ['images', 'imageList'])).toEqual({
      error: 'Invalid value Accepted images: svg, jpeg, jpg, png',
      altErrors: { 1: 'Too long' },
    });
    expect(imagesFieldErrors({ name: ['Name is required'] }, 'images')).toEqual({ altErrors: {} });
    expect(imagesFieldErrors(undefined, 'images')).toEqual({ altErrors: {} });
  });
});
