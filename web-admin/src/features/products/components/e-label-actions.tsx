import { useState } from 'react';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { siteInfoQuery } from '../../../lib/session/session-queries.ts';
import { toast } from '../../../lib/toast.ts';
import { rowIconProps } from '../../../components/kit/row-icons.tsx';
import { downloadQrPng, eLabelUrl, qrFileName } from '../api/e-label.ts';

/** A page leaving for another tab: the e-label's public page. */
function OpenPageIcon() {
  return (
    <svg {...rowIconProps}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  );
}

/** A QR code: its three corner squares and a few modules. */
function QrCodeIcon() {
  return (
    <svg {...rowIconProps}>
      <path d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 20h2M20 14v2" />
    </svg>
  );
}

/**
 * The e-label of a vintage: its public page on the storefront and its QR code as a PNG to print on
 * the label, as two icons named for the vintage ("Download the QR code of the vintage 2022") with
 * their verb in a tooltip: worded buttons did not fit a 1 366 px window ("Télécha…"). How the address
 * is built (the site's `url` from `GET /site/info`, else the local storefront with `?site=`): see
 * `eLabelUrl` in `../api/e-label.ts`.
 */
/** `yearLabel`: the vintage as the table names it (its year, or "Non-vintage"). */
export function ELabelActions({
  idVintage,
  year,
  yearLabel,
}: {
  idVintage: number;
  year: number | null;
  yearLabel: string;
}) {
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
    <Group gap={6} wrap="nowrap" data-testid={`e-label-${idVintage}`}>
      <Tooltip label={t('products.eLabel.open')}>
        <ActionIcon
          component="a"
          href={url}
          target="_blank"
          rel="noreferrer"
          variant="subtle"
          aria-label={t('products.eLabel.openOf', { year: yearLabel })}
          data-testid={`e-label-link-${idVintage}`}
        >
          <OpenPageIcon />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('products.eLabel.downloadQr')}>
        <ActionIcon
          variant="light"
          loading={busy}
          disabled={site.isPending}
          onClick={() => void download()}
          aria-label={t('products.eLabel.downloadQrOf', { year: yearLabel })}
          data-testid={`e-label-qr-${idVintage}`}
        >
          <QrCodeIcon />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
