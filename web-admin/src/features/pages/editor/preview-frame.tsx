import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { localePath } from '@cellar/shared/i18n/lang-path';
import { normaliseLayouts } from '@cellar/shared/pages/normalise-page';
import type { Device } from '@cellar/shared/pages/page-document';
import { isPreviewReady, previewPath, type PreviewDraft } from '@cellar/shared/pages/preview-protocol';
import { useLang } from '../../../lib/i18n/lang.ts';
import { storeUrlQuery } from '../../../lib/store-url.ts';
import { useEditorT } from './editor-text.ts';
import type { PageDoc } from './page-doc.ts';

/** The widths the preview renders at: a 1366 px screen (scaled to fit) and a 390 px phone. */
export const previewWidths: Record<Device, number> = { computer: 1366, mobile: 390 };

/** The address of the storefront's preview of a site (English: `/en_US/preview/page`). */
export function previewSrc(origin: string, lang: Parameters<typeof localePath>[0], site: number): string {
  return `${origin}${localePath(lang, previewPath)}?site=${site}`;
}

/** What the storefront renders: the draft normalised as it will be saved (preview-protocol.ts). */
export function previewMessage(doc: PageDoc): PreviewDraft {
  return {
    source: 'cellar-admin',
    type: 'draft',
    page: {
      title: doc.info.title,
      css: doc.info.css,
      background: doc.info.background,
      layouts: normaliseLayouts(doc.layouts),
    },
  };
}

/**
 * The live preview: the storefront itself in a frame, at the device's width, fed the draft by `postMessage` on every
 * change once it said it listens (`ready`, sent again on each load). Only the framed window's messages are heard
 * (`event.source`), and the draft is posted to the storefront's origin only, never `*`.
 */
export function PreviewFrame({ doc, device, site }: { doc: PageDoc; device: Device; site: number }) {
  const t = useEditorT();
  const lang = useLang();
  const frame = useRef<HTMLIFrameElement>(null);
  // Each `ready` (one per load of the frame, for the address it was sent from) calls for the draft again.
  const [readiness, setReadiness] = useState<{ src: string; count: number } | null>(null);
  const { ref: box, width: boxWidth, height: boxHeight } = useElementSize();
  const configured = useQuery(storeUrlQuery());
  const origin = configured.data ?? null;
  const src = origin ? previewSrc(origin, lang, site) : null;
  const message = useMemo(() => previewMessage(doc), [doc]);
  const ready = readiness !== null && readiness.src === src;
  const readyCount = ready ? readiness.count : 0;

  useEffect(() => {
    if (!origin || !src) return;
    const listen = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== origin) return;
      if (isPreviewReady(event.data))
        setReadiness((previous) => ({ src, count: previous?.src === src ? previous.count + 1 : 1 }));
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [origin, src]);

  useEffect(() => {
    if (readyCount > 0 && origin) frame.current?.contentWindow?.postMessage(message, origin);
  }, [readyCount, origin, message]);

  if (configured.isPending) return null;
  if (!src)
    return (
      <Alert color="orange" data-testid="preview-no-store">
        {t('editor.preview.noStore')}
      </Alert>
    );

  const width = previewWidths[device];
  const scale = boxWidth > 0 ? Math.min(1, boxWidth / width) : 1;
  return (
    <Box
      ref={box}
      h="100%"
      pos="relative"
      style={{ overflow: 'hidden' }}
      data-testid="preview-pane"
      data-device={device}
    >
      {!ready && (
        <Text size="xs" c="dimmed" pos="absolute" top={4} left={8} data-testid="preview-waiting">
          {t('editor.preview.waiting')}
        </Text>
      )}
      <iframe
        ref={frame}
        key={src}
        src={src}
        title={t('editor.preview.frameTitle')}
        data-testid="preview-frame"
        style={{
          width,
          height: boxHeight > 0 ? boxHeight / scale : '100%',
          border: '1px solid var(--mantine-color-gray-3)',
          transform: `scale(${scale})`,
          transformOrigin: 'top left',
          display: 'block',
          background: 'white',
          marginInline: device === 'mobile' && scale === 1 ? 'auto' : undefined,
        }}
      />
    </Box>
  );
}
