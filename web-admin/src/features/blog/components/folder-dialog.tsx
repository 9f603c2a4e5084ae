import { Select, TextInput } from '@mantine/core';
import { blogFolderIssues, type BlogFolderView } from '@cellar/shared/content/blog';
import { translate } from '@cellar/shared/i18n/messages';
import { DialogForm } from '../../../components/kit/dialog-form.tsx';
import type { FieldErrors } from '../../../components/kit/field-errors.ts';
import { useSaveForm, type SaveDialogProps } from '../../../components/kit/save-form.ts';
import type { BlogFolderBody } from '../api/blog-api.ts';
import { useBlogT } from './blog-text.ts';
import { descendantsOf } from './folder-tree-data.ts';

interface FolderValues {
  name: string;
  /** '' for the root: a select's value is text. */
  idParent: string;
}

/**
 * Creates a folder (under `parent`) or renames and moves `folder`: its name and its parent, never itself or one of
 * its sub-folders (the server says so too).
 */
export function FolderDialog({
  folder,
  parent,
  folders,
  save,
  onSaved,
  onClose,
}: SaveDialogProps<BlogFolderBody> & {
  folder: BlogFolderView | null;
  parent: number | null;
  folders: readonly BlogFolderView[];
}) {
  const t = useBlogT();
  const excluded = folder ? new Set([folder.id, ...descendantsOf(folders, folder.id)]) : new Set<number>();
  const dialog = useSaveForm<FolderValues, unknown>({
    initialValues: { name: folder?.name ?? '', idParent: String(folder ? (folder.idParent ?? '') : (parent ?? '')) },
    rules: (values, lang): FieldErrors =>
      Object.fromEntries(Object.entries(blogFolderIssues(values)).map(([field, key]) => [field, translate(key, lang)])),
    submit: (values) => save({ name: values.name, idParent: values.idParent === '' ? null : Number(values.idParent) }),
    success: t('blog.folderSaved'),
    onSaved,
    onClose,
    inputTestId: 'blog-folder',
  });
  return (
    <DialogForm
      state={dialog}
      title={folder ? t('blog.editFolder') : t('blog.newFolder')}
      testId="blog-folder-form"
      submitTestId="blog-folder-submit"
    >
      <TextInput label={t('blog.folderName')} withAsterisk data-autofocus {...dialog.named('name')} />
      <Select
        label={t('blog.parentFolder')}
        data={[
          { value: '', label: t('blog.root') },
          ...folders.filter((one) => !excluded.has(one.id)).map((one) => ({ value: String(one.id), label: one.name })),
        ]}
        allowDeselect={false}
        {...dialog.named('idParent')}
      />
    </DialogForm>
  );
}
