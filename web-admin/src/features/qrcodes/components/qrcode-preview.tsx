import { Image, Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { QrcodeStyle } from '@cellar/shared/content/qrcode';
import { qrcodeSvg, svgDataUrl } from './qrcode-image.ts';
import { useQrcodesT } from './qrcode-text.ts';

/** The QR code of `text` drawn in `style` (an SVG, cached per text and style): the list's thumbnail, the preview. */
export function QrcodePreview({
  text,
  style,
  size,
  testId,
}: {
  text: string;
  style: QrcodeStyle;
  size: number;
  testId?: string;
}) {
  const t = useQrcodesT();
  const svg = useQuery({
    queryKey: ['qrcode-svg', text, style],
    queryFn: () => qrcodeSvg(text, style),
    staleTime: Infinity,
    retry: false,
  });
  if (svg.isError)
    return (
      <Text size="xs" c="red" data-testid={testId && `${testId}-error`}>
        {t('qrcodes.previewFailed')}
      </Text>
    );
  if (!svg.data) return <Paper w={size} h={size} bg="gray.1" radius="sm" />;
  return <Image src={svgDataUrl(svg.data)} alt="" w={size} h={size} fit="contain" data-testid={testId} />;
}
