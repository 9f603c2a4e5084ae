import type { ReactNode } from 'react';
import { Button, Group, Image, Modal, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PageImageView } from '@cellar/shared/pages/page-image';
import { errorMessage } from '../../../lib/api/errors.ts';
import { useT } from '../../../lib/i18n/i18n.ts';

/** What the dialog says, in the words of the screen that opens it. */
export interface ImagePickerTexts {
  title: string;
  failed: string;
  empty: string;
  /** An image's button, named by its name (else its alternative text, else its id). */
  choose: (name: string) => string;
  close: string;
}

/**
 * The site's page images as a grid to choose from (the gallery's settings, the page editor): a button per image, its
 * picture and its name; the loading, failed and empty states; a button that closes the dialog. What comes above the
 * grid (a name filter, an upload button) is the opener's. `testIds.dialog` names the dialog, its error
 * (`<dialog>-error`) and its empty note (`<dialog>-empty`); an image's button is `<option>-<id>`.
 */
export function ImagePickerDialog({
  images,
  chosen,
  onPick,
  onClose,
  texts,
  testIds,
  children,
}: {
  images: UseQueryResult<PageImageView[]>;
  /** The images already chosen (a gallery's): their buttons are pressed and framed. Without it, none is. */
  chosen?: ReadonlySet<number>;
  onPick: (image: PageImageView) => void;
  onClose: () => void;
  texts: ImagePickerTexts;
  testIds: { dialog: string; option: string; close: string };
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <Modal opened onClose={onClose} size="xl" title={texts.title} data-testid={testIds.dialog}>
      <Stack gap="sm">
        {children}
        {images.isPending && <Text size="sm">{t('common.loading')}</Text>}
        {images.isError && (
          <Text size="sm" c="red" data-testid={`${testIds.dialog}-error`}>
            {errorMessage(images.error, texts.failed)}
          </Text>
        )}
        {images.isSuccess && images.data.length === 0 && (
          <Text size="sm" c="dimmed" data-testid={`${testIds.dialog}-empty`}>
            {texts.empty}
          </Text>
        )}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {(images.data ?? []).map((image) => {
            const taken = chosen?.has(image.id);
            return (
              <UnstyledButton
                key={image.id}
                onClick={() => onPick(image)}
                aria-label={texts.choose(image.name || image.alt || String(image.id))}
                aria-pressed={taken}
                data-testid={`${testIds.option}-${image.id}`}
              >
                <Paper
                  withBorder
                  p={4}
                  radius="sm"
                  bd={taken ? '2px solid var(--mantine-primary-color-filled)' : undefined}
                >
                  <Image src={image.url} alt="" h={90} fit="contain" radius="xs" />
                  <Text size="xs" truncate mt={4}>
                    {image.name}
                  </Text>
                </Paper>
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-testid={testIds.close}>
            {texts.close}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
