import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { Anchor, Button, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { Lang } from '@cellar/shared/i18n/lang';
import { translate, type MessageKey } from '@cellar/shared/i18n/messages';
import { imageTypes, maxLogoBytes } from '@cellar/shared/site/upload';
import { errorMessage, isApiError, isRequestDropped } from '../../lib/api/errors.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { useLang } from '../../lib/i18n/lang.ts';
import { toast } from '../../lib/toast.ts';

/** The types the server takes (spec 1 §9), for the file picker. */
export const imageAccept = Object.keys(imageTypes).join(',');
const imageExtensions = /\.(svg|jpe?g|png)$/i;

/**
 * The server's rule on an image, before sending it: the message key it would answer
 * (`media.invalidImageType`, `media.imageTooBig`), or null when the file is fine.
 */
export function imageProblem(
  file: File,
  maxBytes: number = maxLogoBytes,
): 'media.invalidImageType' | 'media.imageTooBig' | null {
  if (!(file.type in imageTypes) || !imageExtensions.test(file.name)) return 'media.invalidImageType';
  if (file.size > maxBytes) return 'media.imageTooBig';
  return null;
}

/**
 * The images field's error before sending, as the server would answer it: more than `max` images (`tooMany`), else the
 * first picked file the type and size rule refuses; undefined when the list is fine.
 */
export function imageListError(
  images: ReadonlyArray<{ file?: File | null }>,
  max: number,
  tooMany: MessageKey,
  lang: Lang,
): string | undefined {
  if (images.length > max) return translate(tooMany, lang);
  const problem = images.map((item) => (item.file ? imageProblem(item.file) : null)).find(Boolean);
  return problem ? translate(problem, lang) : undefined;
}

export interface ImageFieldProps {
  label: string;
  /** The image the site has now (absolute or relative URL), if any. */
  currentUrl?: string | null;
  /** Sends the picked image; rejects with the client's `ApiError` on failure. */
  upload: (file: File) => Promise<unknown>;
  /** Toast after a successful upload. */
  successMessage?: string;
  onUploaded?: (result: unknown) => void;
  /** Size limit (the server's, 2 MB for logos and banners). */
  maxBytes?: number;
  /** `data-testid` of the field; its parts are `<testId>-input`, `-pick`, `-send`, `-preview`, `-current`, `-error`. */
  testId: string;
}

/** Reads a picked file as a data URL, for the preview (works without `URL.createObjectURL`). */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * One image of the site (logo, banner): the current image and its address, a picker (png, jpeg,
 * svg), the picked image's preview, the server's type and size rules checked before sending, and
 * the server's message when it refuses the image.
 */
export function ImageField({
  label,
  currentUrl,
  upload,
  successMessage,
  onUploaded,
  maxBytes = maxLogoBytes,
  testId,
}: ImageFieldProps) {
  const t = useT();
  const lang = useLang();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const resetRef = useRef<() => void>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const pick = (picked: File | null) => {
    setError(null);
    setFile(null);
    setPreview(null);
    if (!picked) return;
    const problem = imageProblem(picked, maxBytes);
    if (problem) {
      setError(translate(problem, lang));
      resetRef.current?.();
      return;
    }
    setFile(picked);
    readAsDataUrl(picked).then(
      (url) => mounted.current && setPreview(url),
      () => undefined,
    );
  };

  const send = async () => {
    if (!file) return;
    setSending(true);
    setError(null);
    try {
      const result = await upload(file);
      if (!mounted.current) return;
      if (successMessage) toast('success', successMessage);
      setFile(null);
      setPreview(null);
      resetRef.current?.();
      onUploaded?.(result);
    } catch (failure) {
      if (isRequestDropped(failure)) return;
      const fieldMessage = isApiError(failure) ? failure.fieldErrors.image?.join(' ') : undefined;
      const message = fieldMessage || errorMessage(failure, t('error.generic'));
      if (mounted.current) setError(message);
      toast('error', message);
    } finally {
      if (mounted.current) setSending(false);
    }
  };

  return (
    <Paper withBorder p="md" data-testid={testId}>
      <Stack gap="sm">
        <Text fw={600}>{label}</Text>
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Stack gap={4} maw={280}>
            <Text size="sm" c="dimmed">
              {t('imageField.current')}
            </Text>
            {currentUrl ? (
              <>
                <Image src={currentUrl} alt={label} h={80} w="auto" fit="contain" data-testid={`${testId}-current`} />
                <Anchor
                  href={currentUrl}
                  target="_blank"
                  rel="noreferrer"
                  size="xs"
                  style={{ wordBreak: 'break-all' }}
                  data-testid={`${testId}-current-url`}
                >
                  {currentUrl}
                </Anchor>
              </>
            ) : (
              <Text size="sm" data-testid={`${testId}-none`}>
                {t('imageField.none')}
              </Text>
            )}
          </Stack>
          {preview && (
            <Stack gap={4} maw={280}>
              <Text size="sm" c="dimmed">
                {t('imageField.preview')}
              </Text>
              <Image
                src={preview}
                alt={t('imageField.preview')}
                h={80}
                w="auto"
                fit="contain"
                data-testid={`${testId}-preview`}
              />
              <Text size="xs">{file?.name}</Text>
            </Stack>
          )}
        </Group>
        {error && (
          <Text size="sm" c="red" role="alert" data-testid={`${testId}-error`}>
            {error}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('imageField.rules')}
        </Text>
        <Group gap="sm">
          <FileButton
            onChange={pick}
            accept={imageAccept}
            resetRef={resetRef}
            disabled={sending}
            inputProps={{ 'data-testid': `${testId}-input` } as ComponentProps<'input'>}
          >
            {(props) => (
              <Button variant="default" {...props} disabled={sending} data-testid={`${testId}-pick`}>
                {t('imageField.choose')}
              </Button>
            )}
          </FileButton>
          <Button onClick={() => void send()} disabled={!file} loading={sending} data-testid={`${testId}-send`}>
            {t('imageField.send')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
