import { ActionIcon, Button, Group, Image, Input, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { Draft } from 'immer';
import { translate } from '@cellar/shared/i18n/messages';
import { pageLimits, type ContentImage } from '@cellar/shared/pages/page-document';
import { RemoveIcon, smallIconProps } from '../../../components/kit/row-icons.tsx';
import { RichTextInput } from '../../../components/kit/rich-text-input.tsx';
import { useLang } from '../../../lib/i18n/lang.ts';
import { useEditor } from './editor-context.ts';
import { changeContent } from './editor-operations.ts';
import { useEditorT } from './editor-text.ts';
import type { EditorContent } from './page-doc.ts';

type EntityDraft = Draft<Extract<EditorContent, { type: 'ENTITY' }>>;

function UpIcon() {
  return (
    <svg {...smallIconProps}>
      <path d="M7 11V3M3.5 6.5L7 3l3.5 3.5" />
    </svg>
  );
}

/** An image without its alternative text cannot be saved (`page.altRequired`, shown before saving). */
export function missingAlt(image: Pick<ContentImage, 'alt'>): boolean {
  return image.alt.trim() === '';
}

/**
 * A "Text and images" content: its title, its images (the site's page images, each with its alternative text,
 * required) and its rich text.
 */
export function EntityEditor({
  layoutKey,
  content,
}: {
  layoutKey: string;
  content: Extract<EditorContent, { type: 'ENTITY' }>;
}) {
  const t = useEditorT();
  const lang = useLang();
  const { dispatch, errors, pickImage } = useEditor();
  const serverErrors = errors.contents[content.key] ?? {};
  const images: ContentImage[] = content.images ?? [];
  /** A change; those of one field typed in a row (`field`) make one undo step. */
  const edit = (change: (draft: EntityDraft) => void, field?: string) =>
    dispatch({
      type: 'change',
      recipe: changeContent(layoutKey, content.key, (draft) => {
        if (draft.type === 'ENTITY') change(draft);
      }),
      ...(field ? { coalesce: `${content.key}.${field}` } : {}),
    });
  const full = images.length >= pageLimits.imagesPerContent;

  return (
    <Stack gap="sm" data-testid="entity-editor">
      <TextInput
        label={t('editor.entity.title')}
        value={content.title ?? ''}
        maxLength={300}
        error={serverErrors.title}
        onChange={(event) => {
          const title = event.currentTarget.value;
          edit((draft) => {
            draft.title = title;
          }, 'title');
        }}
        data-testid="entity-title"
      />
      <Input.Wrapper label={t('editor.entity.images')} error={serverErrors.images}>
        <Stack gap={6} mt={4} data-testid="entity-images">
          {images.map((image, index) => {
            const position = { n: index + 1 };
            const error =
              serverErrors[`images.${index}.alt`] ??
              serverErrors[`images.${index}.idImage`] ??
              (missingAlt(image) ? translate('page.altRequired', lang) : undefined);
            return (
              <Paper key={`${image.idImage}-${index}`} withBorder p={6} radius="sm">
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  {image.url && (
                    <Image
                      src={image.url}
                      alt={t('editor.entity.imageAlt', position)}
                      w={56}
                      h={56}
                      fit="cover"
                      radius="xs"
                    />
                  )}
                  <TextInput
                    style={{ flex: 1 }}
                    size="xs"
                    label={t('editor.entity.alt', position)}
                    required
                    maxLength={300}
                    value={image.alt}
                    error={error}
                    onChange={(event) => {
                      const alt = event.currentTarget.value;
                      edit((draft) => {
                        const target = draft.images?.[index];
                        if (target) target.alt = alt;
                      }, `images.${index}.alt`);
                    }}
                    data-testid={`entity-image-alt-${index}`}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    disabled={index === 0}
                    onClick={() =>
                      edit((draft) => {
                        const list = draft.images ?? [];
                        const [moved] = list.splice(index, 1);
                        if (moved) list.splice(index - 1, 0, moved);
                      })
                    }
                    aria-label={t('editor.entity.moveUp', position)}
                    data-testid={`entity-image-up-${index}`}
                  >
                    <UpIcon />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() =>
                      edit((draft) => {
                        draft.images?.splice(index, 1);
                      })
                    }
                    aria-label={t('editor.entity.remove', position)}
                    data-testid={`entity-image-remove-${index}`}
                  >
                    <RemoveIcon />
                  </ActionIcon>
                </Group>
              </Paper>
            );
          })}
          <Group gap="xs">
            <Button
              size="compact-sm"
              variant="light"
              disabled={full}
              onClick={() =>
                pickImage((picked) =>
                  edit((draft) => {
                    const list = (draft.images ??= []);
                    if (list.length < pageLimits.imagesPerContent)
                      list.push({ idImage: picked.id, url: picked.url, alt: picked.alt ?? '' });
                  }),
                )
              }
              data-testid="entity-add-image"
            >
              {t('editor.entity.addImage')}
            </Button>
            {full && (
              <Text size="xs" c="dimmed">
                {t('editor.entity.full')}
              </Text>
            )}
          </Group>
        </Stack>
      </Input.Wrapper>
      <RichTextInput
        key={content.key}
        follow
        minHeight={140}
        label={t('editor.entity.text')}
        value={content.content ?? ''}
        error={serverErrors.content}
        onChange={(html) =>
          edit((draft) => {
            draft.content = html;
          }, 'content')
        }
        testId="entity-text"
      />
    </Stack>
  );
}
