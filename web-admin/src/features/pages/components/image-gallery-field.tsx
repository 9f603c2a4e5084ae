import { useState } from 'react';
import { ActionIcon, Button, Group, Image, Input, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { ContentImage } from '@cellar/shared/pages/page-document';
import { useApi } from '../../../lib/api/api-context.tsx';
import { RemoveIcon, smallIconProps } from '../../../components/kit/row-icons.tsx';
import { pageImageChoicesQuery, type PageImageView } from '../api/config-choices-api.ts';
import { ImagePickerDialog } from './image-picker-dialog.tsx';
import { usePagesT } from './pages-text.ts';

function ArrowIcon({ up }: { up: boolean }) {
  return (
    <svg {...smallIconProps}>
      <path d={up ? 'M7 11V3M3.5 6.5L7 3l3.5 3.5' : 'M7 3v8M3.5 7.5L7 11l3.5-3.5'} />
    </svg>
  );
}

/**
 * The site's page images to choose from: a name filter and the first 50 that match, newest first. Choosing an image
 * adds it to the gallery, choosing it again takes it out.
 */
function ImagePicker({
  chosen,
  onPick,
  onClose,
}: {
  chosen: readonly ContentImage[];
  onPick: (image: PageImageView) => void;
  onClose: () => void;
}) {
  const t = usePagesT();
  const api = useApi();
  const [name, setName] = useState('');
  const [debouncedName] = useDebouncedValue(name, 300);
  const images = useQuery({ ...pageImageChoicesQuery(api, debouncedName), select: (page) => page.records });
  return (
    <ImagePickerDialog
      images={images}
      chosen={new Set(chosen.map((image) => image.idImage))}
      onPick={onPick}
      onClose={onClose}
      texts={{
        title: t('pages.config.pickTitle'),
        failed: t('pages.config.imagesFailed'),
        empty: t('pages.config.noImages'),
        choose: (imageName) => t('pages.config.pickImage', { name: imageName }),
        close: t('pages.config.pickDone'),
      }}
      testIds={{ dialog: 'image-picker', option: 'image-pick', close: 'image-picker-done' }}
    >
      <TextInput
        label={t('pages.config.searchImages')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        data-testid="image-picker-search"
      />
    </ImagePickerDialog>
  );
}

/**
 * The images of a gallery: each with its picture, its alternative text (required) and buttons to move or remove it;
 * more picked from the site's page images (`GET /admin/page/image`).
 */
export function ImageGalleryField({
  value,
  onChange,
  errorOf,
  max,
}: {
  value: ContentImage[];
  onChange: (next: ContentImage[]) => void;
  errorOf: (path: string) => string | undefined;
  max: number;
}) {
  const t = usePagesT();
  const [picking, setPicking] = useState(false);
  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };
  return (
    <Input.Wrapper label={t('pages.config.images')} error={errorOf('images')} data-testid="config-images">
      <Stack gap="xs" mt={4}>
        {value.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('pages.config.noImageChosen')}
          </Text>
        )}
        {value.map((image, index) => (
          <Group key={`${image.idImage}-${index}`} gap="sm" wrap="nowrap" align="flex-start">
            <Image src={image.url} alt="" w={64} h={64} fit="contain" radius="sm" bg="gray.1" />
            <TextInput
              style={{ flex: 1 }}
              label={t('pages.config.alt')}
              withAsterisk
              value={image.alt}
              onChange={(event) =>
                onChange(value.map((item, i) => (i === index ? { ...item, alt: event.currentTarget.value } : item)))
              }
              error={errorOf(`images.${index}.alt`) ?? errorOf(`images.${index}`)}
              data-testid={`config-images-alt-${index}`}
            />
            <Group gap={4} wrap="nowrap" mt={26}>
              <ActionIcon
                variant="subtle"
                color="gray"
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                aria-label={t('pages.config.moveUp', { position: index + 1 })}
              >
                <ArrowIcon up />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="gray"
                disabled={index === value.length - 1}
                onClick={() => move(index, index + 1)}
                aria-label={t('pages.config.moveDown', { position: index + 1 })}
              >
                <ArrowIcon up={false} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => onChange(value.filter((_item, i) => i !== index))}
                aria-label={t('pages.config.removeImage', { position: index + 1 })}
                data-testid={`config-images-remove-${index}`}
              >
                <RemoveIcon />
              </ActionIcon>
            </Group>
          </Group>
        ))}
        <Group>
          <Button
            size="xs"
            variant="light"
            onClick={() => setPicking(true)}
            disabled={value.length >= max}
            data-testid="config-images-add"
          >
            {t('pages.config.addImages')}
          </Button>
        </Group>
      </Stack>
      {picking && (
        <ImagePicker
          chosen={value}
          onPick={(image) =>
            value.some((item) => item.idImage === image.id)
              ? onChange(value.filter((item) => item.idImage !== image.id))
              : value.length < max && onChange([...value, { idImage: image.id, url: image.url, alt: image.alt }])
          }
          onClose={() => setPicking(false)}
        />
      )}
    </Input.Wrapper>
  );
}
