import { useState } from 'react';
import { Anchor, Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { siteInfoQuery } from '../../../lib/session/session-queries.ts';
import { toast } from '../../../lib/toast.ts';
import { downloadQrPng, eLabelUrl, qrFileName } from '../api/e-label.ts';

/**
 * The e-label of a vintage: a link to its public page on the storefront and its QR code as a PNG
 * to print on the label. How the address is built (the site's `url` from `GET /site/info`, else the
 * local storefront with `?site=`): see `eLabelUrl` in `../api/e-label.ts`.
 */
export function ELabelActions({ idVintage, year }: { idVintage: number; year: number | null }) {
  const t = useT();
  const api = useApi();
  const site = useQuery(siteInfoQuery(api));
  const [busy, setBusy] = useState(false);
  const url = eLabelUrl(site.data, idVintage);
  const download = async () => {
    setBusy(true);
    try {
      await downloadQrPng(url, qrFileName(idVintage, year));
    } catch (error) {
      console.error('QR code failed', error);
      toast('error', t('products.eLabel.qrFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group gap="xs" wrap="nowrap" data-testid={`e-label-${idVintage}`}>
      <Anchor href={url} target="_blank" rel="noreferrer" size="sm" data-testid={`e-label-link-${idVintage}`}>
        {t('products.eLabel.open')}
      </Anchor>
      <Button size="compact-sm" variant="light" loading={busy} disabled={site.isPending} onClick={() => void download()} data-testid={`e-label-qr-${idVintage}`}>
        {t('products.eLabel.downloadQr')}
      </Button>
    </Group>
  );
}
