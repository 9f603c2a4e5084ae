import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { errorMessage, isApiError, isRequestDropped } from '../../lib/api/errors.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { CsvFileButton } from './csv-file-button.tsx';

const isAbort = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/** What the insert is handed besides the parse's answer. */
export interface InsertRun<Inserted> {
  /** Aborted when the dialog closes: an insert of several calls stops between two. */
  signal: AbortSignal;
  /** Shows an answer while the insert goes on (`progress` of `preview` and `insertLabel`). */
  report: (answer: Inserted) => void;
}

export interface CsvImportDialogProps<Parsed, Inserted> {
  /** `data-testid` of the dialog; its parts are `<testId>-file` (the input), `-pick`, `-parse`, `-file-error`,
   * `-error`, `-close` and `-insert`. */
  testId: string;
  /** The feature's texts. */
  labels: { title: string; help: string; choose: string; read: string; close: string };
  /** Reads the file on the server, inserting nothing. */
  parse: (file: File) => Promise<Parsed>;
  /** Inserts what the parse kept (the server names it, e.g. by a file name in the answer). */
  insert: (parsed: Parsed, run: InsertRun<Inserted>) => Promise<Inserted>;
  /** After the insert answered: the feature's toast, its lists refreshed, the dialog closed or not. */
  onInserted: (answer: Inserted) => void;
  /** Whether what was read holds something to insert. */
  canInsert: (parsed: Parsed) => boolean;
  /** The insert button's text, or null for no button (nothing read yet, everything inserted). */
  insertLabel: (parsed: Parsed | null, progress: Inserted | null) => string | null;
  /** What the parse read: its counts, the refused lines with their numbers, the rows; and the insert's progress. */
  preview: (parsed: Parsed, insert: { progress: Inserted | null; inserting: boolean }) => ReactNode;
  /** Controls beside the file button that the parse reads (the address import's header choice). */
  options?: (busy: boolean) => ReactNode;
  /** The dialog may be closed while a call runs (an insert that stops between its calls); otherwise the close button
   * waits. */
  closeWhileBusy?: boolean;
  onClose: () => void;
}

/**
 * A CSV import in two steps, as the super-admin's imports go: a file is chosen and read by the
 * server (`parse`), the dialog shows what it read (`preview`: the rows and the refused lines with
 * their line numbers) and nothing is written until "insert". The server's refusal of the file
 * itself (a message on `file`) shows under the file button, any other error above; both as a toast.
 */
export function CsvImportDialog<Parsed, Inserted>({
  testId,
  labels,
  parse,
  insert,
  onInserted,
  canInsert,
  insertLabel,
  preview,
  options,
  closeWhileBusy = false,
  onClose,
}: CsvImportDialogProps<Parsed, Inserted>) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [parsed, setParsed] = useState<Parsed | null>(null);
  const [progress, setProgress] = useState<Inserted | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const failed = (error: unknown) => {
    if (isRequestDropped(error) || isAbort(error)) return;
    const message = errorMessage(error, t('error.generic'));
    const onFile = isApiError(error) ? (error.fieldErrors.file ?? error.fieldErrors.image) : undefined;
    if (onFile && onFile.length > 0) setFileError(onFile.join(' '));
    else setFormError(message);
    toast('error', message);
  };

  const parsing = useMutation({
    mutationFn: (chosen: File) => parse(chosen),
    onMutate: () => {
      setFileError(null);
      setFormError(null);
      setParsed(null);
      setProgress(null);
    },
    onSuccess: setParsed,
    onError: failed,
  });
  const inserting = useMutation({
    mutationFn: (read: Parsed) => {
      const controller = new AbortController();
      running.current = controller;
      return insert(read, { signal: controller.signal, report: setProgress });
    },
    onMutate: () => setFormError(null),
    onSuccess: onInserted,
    onError: failed,
  });
  const busy = parsing.isPending || inserting.isPending;
  const label = insertLabel(parsed, progress);

  return (
    <Modal opened onClose={onClose} size="xl" title={labels.title} data-testid={testId}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {labels.help}
        </Text>
        {formError && (
          <Alert color="red" data-testid={`${testId}-error`}>
            {formError}
          </Alert>
        )}
        <Group align="flex-end" gap="sm">
          <CsvFileButton
            onChange={(chosen) => {
              setFile(chosen);
              setParsed(null);
              setProgress(null);
              setFileError(null);
            }}
            disabled={busy}
            inputTestId={`${testId}-file`}
            testId={`${testId}-pick`}
          >
            {file ? file.name : labels.choose}
          </CsvFileButton>
          {options?.(busy)}
          <Button
            onClick={() => file && parsing.mutate(file)}
            disabled={!file || inserting.isPending}
            loading={parsing.isPending}
            data-testid={`${testId}-parse`}
          >
            {labels.read}
          </Button>
        </Group>
        {fileError && (
          <Text c="red" size="sm" data-testid={`${testId}-file-error`}>
            {fileError}
          </Text>
        )}
        {parsed !== null && preview(parsed, { progress, inserting: inserting.isPending })}
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={onClose}
            disabled={busy && !closeWhileBusy}
            data-testid={`${testId}-close`}
          >
            {labels.close}
          </Button>
          {label !== null && (
            <Button
              onClick={() => parsed !== null && inserting.mutate(parsed)}
              disabled={parsed === null || !canInsert(parsed) || parsing.isPending}
              loading={inserting.isPending}
              data-testid={`${testId}-insert`}
            >
              {label}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
