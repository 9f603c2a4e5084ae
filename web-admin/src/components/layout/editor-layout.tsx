import { Notifications } from '@mantine/notifications';
import { useT } from '../../lib/i18n/i18n.ts';
import { editorToastDuration, editorToastZone } from '../../lib/ui/editor-toast.ts';
import { SlimFrame } from './slim-frame.tsx';

/**
 * The editor layout (spec 1 §2): the page editor's frame, with its own toast zone whose toasts
 * last 5 s (spec 1 §9); screens show them with `editorToast()`.
 */
export function EditorLayout() {
  const t = useT();
  return (
    <SlimFrame testId="editor-layout" title={t('pageEditor.editorTitle')}>
      <Notifications
        store={editorToastZone.store}
        position="top-right"
        autoClose={editorToastDuration}
        data-testid="editor-toasts"
      />
    </SlimFrame>
  );
}
