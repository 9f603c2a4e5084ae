import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { useT } from '../../lib/i18n/i18n.ts';
import { SiteInfoDialog } from '../../lib/ui/site-info-dialog.tsx';
import { SlimFrame } from './slim-frame.tsx';

/** In the page layout, Ctrl or Cmd + Shift + L opens the site-information dialog (spec 1 §2). */
export const siteInfoHotkey = 'mod+shift+L';

/** The page layout (spec 1 §2): the live page editor's frame, with the shortcut to the site-information dialog. */
export function PageLayout() {
  const t = useT();
  const [opened, { open, close }] = useDisclosure(false);
  useHotkeys([[siteInfoHotkey, open]]);
  return (
    <SlimFrame testId="page-layout" title={t('pageEditor.liveTitle')}>
      <SiteInfoDialog opened={opened} onClose={close} />
    </SlimFrame>
  );
}
