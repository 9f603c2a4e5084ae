import type { ComponentProps } from 'react';
import { useState } from 'react';
import { Button, FileButton, Group, Progress, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { errorMessage, isApiError } from '../../lib/api/errors.ts';
import { useT } from '../../lib/i18n/i18n.ts';

export interface UploadButtonProps {
  label: string;
  /** What may be sent (types, sizes), under the button. */
  hint?: string;
  /** The file chooser's `accept`. */
  accept: string;
  /** The rules read before anything is sent (type, size): a message, or null. */
  check: (file: File) => string | null;
  /** Sends the file, telling its progress (0 to 1). */
  upload: (file: File, onProgress: (share: number) => void) => Promise<unknown>;
  /** "Sending harvest.mp4…" */
  progressLabel: (name: string) => string;
  onUploaded: () => void;
  /** Called once the upload ended, sent or not (refresh the list). */
  onSettled?: () => void;
  /** `data-testid` of the button; its input is `<testId>-input`, its progress and error `-progress`, `-error`. */
  testId: string;
}

/** The server's word on the file itself (a field's message: its type, size or content), else its message. */
function failure(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    const field = Object.values(error.fieldErrors).find((messages) => messages.length > 0)?.[0];
    if (field) return field;
  }
  return errorMessage(error, fallback);
}

/**
 * Chooses one file and sends it: the rules first (nothing is sent when they fail), then the upload with a progress
 * bar; a refusal (the client's rules or the server's) is said under the button.
 */
export function UploadButton(props: UploadButtonProps) {
  const { label, hint, accept, check, upload, progressLabel, onUploaded, onSettled, testId } = props;
  const t = useT();
  const [progress, setProgress] = useState<{ name: string; share: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const send = useMutation({
    mutationFn: (file: File) => {
      setProgress({ name: file.name, share: 0 });
      return upload(file, (share) => setProgress({ name: file.name, share }));
    },
    onSuccess: onUploaded,
    onError: (error) => setProblem(failure(error, t('error.generic'))),
    onSettled: () => {
      setProgress(null);
      onSettled?.();
    },
  });

  const choose = (file: File | null) => {
    setProblem(null);
    if (!file) return;
    const issue = check(file);
    if (issue) setProblem(issue);
    else send.mutate(file);
  };

  return (
    <div>
      <Group gap="sm">
        <FileButton
          onChange={choose}
          accept={accept}
          disabled={send.isPending}
          inputProps={{ 'data-testid': `${testId}-input` } as ComponentProps<'input'>}
        >
          {(buttonProps) => (
            <Button {...buttonProps} loading={send.isPending} data-testid={testId}>
              {label}
            </Button>
          )}
        </FileButton>
        {hint && (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </Group>
      {progress && (
        <div data-testid={`${testId}-progress`}>
          <Text size="sm" mt="xs">
            {progressLabel(progress.name)}
          </Text>
          <Progress value={Math.round(progress.share * 100)} aria-label={progress.name} />
        </div>
      )}
      {problem && (
        <Text size="sm" c="red" mt="xs" role="alert" data-testid={`${testId}-error`}>
          {problem}
        </Text>
      )}
    </div>
  );
}
