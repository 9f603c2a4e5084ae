import { Button, Group, Modal, Text } from '@mantine/core';
import { useT } from '../../lib/i18n/i18n.ts';

interface Props {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action. */
export function ConfirmDialog({ opened, title, message, confirmLabel, busy, onConfirm, onCancel }: Props) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered data-testid="confirm-dialog">
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={busy} data-testid="confirm-cancel">
          {t('common.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy} data-testid="confirm-ok">
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
