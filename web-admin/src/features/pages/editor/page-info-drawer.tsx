import { Alert, Anchor, Drawer, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { menuIcons } from '@cellar/shared/pages/page-document';
import { maxMetaDescription, slugify } from '@cellar/shared/pages/page-rules';
import { useEditor } from './editor-context.ts';
import { changeInfo } from './editor-operations.ts';
import { useEditorT } from './editor-text.ts';
import type { EditorInfo } from './page-doc.ts';

/** The fields the drawer shows; a message about another (a link's address, the position) goes above them. */
const shownFields = ['title', 'url', 'metaDescription', 'menuTitle', 'menuIcon', 'showInMenu'];

/**
 * "Page information": what a new page needs to be published (title, its address suggested from the title, meta
 * description, menu title and icon), checked by the shared Page rules (`pageInfoInputSchema`); the other information
 * (link, position, parent…) is kept as read and edited on the page's information screen.
 */
export function PageInfoDrawer({
  opened,
  onClose,
  info,
  errors,
}: {
  opened: boolean;
  onClose: () => void;
  info: EditorInfo;
  errors: Record<string, string>;
}) {
  const t = useEditorT();
  const { dispatch, pageId } = useEditor();
  const set = <K extends keyof EditorInfo>(field: K, value: EditorInfo[K], typed = true) =>
    dispatch({
      type: 'change',
      recipe: changeInfo((draft) => {
        // A new page's address follows its title while it is the title's suggestion (or empty); a published page's
        // address changes only when it is typed (links to it would break).
        if (field === 'title' && pageId === null && (draft.url === '' || draft.url === slugify(draft.title)))
          draft.url = slugify(String(value));
        (draft as EditorInfo)[field] = value;
      }),
      ...(typed ? { coalesce: `info.${field}` } : {}),
    });
  const others = Object.entries(errors).filter(([field]) => !shownFields.includes(field));
  const suggestion = slugify(info.title);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={t('editor.info.title')}
      closeButtonProps={{ 'aria-label': t('editor.info.close'), 'data-testid': 'page-info-close' } as object}
      data-testid="page-info-drawer"
    >
      <Stack gap="sm">
        {others.length > 0 && (
          <Alert color="red" data-testid="page-info-other-errors">
            {others.map(([, message]) => message).join(' ')}
          </Alert>
        )}
        <TextInput
          label={t('editor.info.titleLabel')}
          required
          maxLength={200}
          value={info.title}
          error={errors.title}
          onChange={(event) => set('title', event.currentTarget.value)}
          data-testid="info-title"
        />
        <TextInput
          label={t('editor.info.url')}
          description={t('editor.info.urlHelp')}
          required
          maxLength={120}
          value={info.url}
          error={errors.url}
          onChange={(event) => set('url', event.currentTarget.value)}
          data-testid="info-url"
          rightSectionWidth={suggestion && suggestion !== info.url ? 150 : undefined}
          rightSection={
            suggestion && suggestion !== info.url ? (
              <Anchor
                component="button"
                type="button"
                size="xs"
                onClick={() => set('url', suggestion, false)}
                data-testid="info-url-suggest"
              >
                {t('editor.info.suggest')}
              </Anchor>
            ) : undefined
          }
        />
        <Textarea
          label={t('editor.info.metaDescription')}
          description={t('editor.info.metaCount', { count: info.metaDescription.trim().length })}
          required
          rows={3}
          value={info.metaDescription}
          error={errors.metaDescription}
          onChange={(event) => set('metaDescription', event.currentTarget.value)}
          data-testid="info-metaDescription"
          styles={
            info.metaDescription.trim().length > maxMetaDescription
              ? { description: { color: 'var(--mantine-color-error)' } }
              : undefined
          }
        />
        <Switch
          label={t('editor.info.showInMenu')}
          checked={info.showInMenu}
          onChange={(event) => set('showInMenu', event.currentTarget.checked, false)}
          data-testid="info-showInMenu"
        />
        <TextInput
          label={t('editor.info.menuTitle')}
          required={info.showInMenu}
          maxLength={60}
          value={info.menuTitle}
          error={errors.menuTitle}
          onChange={(event) => set('menuTitle', event.currentTarget.value)}
          data-testid="info-menuTitle"
        />
        <Select
          label={t('editor.info.menuIcon')}
          required={info.showInMenu}
          clearable
          data={menuIcons.map((icon) => ({ value: icon, label: t(`editor.info.icons.${icon}`) }))}
          value={info.menuIcon === '' ? null : info.menuIcon}
          error={errors.menuIcon}
          onChange={(value) => set('menuIcon', value ?? '', false)}
          data-testid="info-menuIcon"
        />
      </Stack>
    </Drawer>
  );
}
