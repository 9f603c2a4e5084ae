import { Group, Paper, Stack, Text } from '@mantine/core';

export interface FramedMail {
  to: string;
  subject: string;
  html: string;
}

/**
 * A mail as the shopper would get it (an order's or a return's status mail): to whom, the subject,
 * and the HTML in a sandboxed frame from `srcdoc` (no script, no form, no navigation of this
 * window). The labels are the screen's (each area names them in its own catalogue).
 */
export function MailFrame({
  mail,
  labels,
  height = 260,
}: {
  mail: FramedMail;
  labels: { to: string; subject: string; frame: string };
  height?: number;
}) {
  return (
    <Paper withBorder p="xs" data-testid="mail-preview">
      <Stack gap={4}>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed" w={70}>
            {labels.to}
          </Text>
          <Text size="sm" data-testid="mail-preview-to">
            {mail.to}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed" w={70}>
            {labels.subject}
          </Text>
          <Text size="sm" fw={600} data-testid="mail-preview-subject">
            {mail.subject}
          </Text>
        </Group>
        <iframe
          title={labels.frame}
          sandbox=""
          srcDoc={mail.html}
          data-testid="mail-preview-frame"
          style={{
            width: '100%',
            height,
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 4,
            background: 'white',
          }}
        />
      </Stack>
    </Paper>
  );
}
