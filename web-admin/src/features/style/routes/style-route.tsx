import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api/api-context.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { ErrorScreen } from '../../../components/error-screen.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ImageField } from '../../../components/kit/image-field.tsx';
import {
  loadBanner,
  loadDefaultParameters,
  loadLogo,
  loadParameters,
  siteBannerTypes,
  styleKeys,
  uploadBanner,
  uploadLogo,
  type BannerType,
} from '../api/style-api.ts';
import { StyleForm } from '../components/style-form.tsx';

/** The URL an upload answers (`{ url }`), or null. */
const urlOf = (result: unknown): string | null =>
  typeof result === 'object' && result !== null && typeof (result as { url?: unknown }).url === 'string'
    ? (result as { url: string }).url
    : null;

function BannerField({ type }: { type: BannerType }) {
  const t = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const banner = useQuery({ queryKey: styleKeys.banner(type), queryFn: ({ signal }) => loadBanner(api, type, signal) });
  return (
    <ImageField
      label={t(`style.banner.${type}`)}
      testId={`banner-${type}`}
      currentUrl={banner.data}
      upload={(file) => uploadBanner(api, type, file)}
      successMessage={t('style.bannerSaved')}
      onUploaded={(result) => queryClient.setQueryData(styleKeys.banner(type), urlOf(result))}
    />
  );
}

function LogoField() {
  const t = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const logo = useQuery({ queryKey: styleKeys.logo, queryFn: ({ signal }) => loadLogo(api, signal) });
  return (
    <ImageField
      label={t('style.logo')}
      testId="logo"
      currentUrl={logo.data}
      upload={(file) => uploadLogo(api, file)}
      successMessage={t('style.logoSaved')}
      onUploaded={(result) => queryClient.setQueryData(styleKeys.logo, urlOf(result))}
    />
  );
}

/** `/style`: the site's colours and dark theme, its logo and banners (spec 1 §9). */
export function StyleRoute() {
  const t = useT();
  const api = useApi();
  const parameters = useQuery({ queryKey: styleKeys.parameters, queryFn: ({ signal }) => loadParameters(api, signal) });
  const defaults = useQuery({
    queryKey: styleKeys.defaults,
    queryFn: ({ signal }) => loadDefaultParameters(api, signal),
  });
  if (parameters.isPending || defaults.isPending) return <PageLoader />;
  if (parameters.isError || defaults.isError) {
    const error = parameters.error ?? defaults.error;
    return <ErrorScreen status={isApiError(error) ? error.status : 500} />;
  }
  return (
    <Stack gap="md" data-testid="style-screen">
      <Title order={2}>{t('style.title')}</Title>
      <StyleForm parameters={parameters.data} defaults={defaults.data} />
      <Title order={3}>{t('style.images')}</Title>
      <SimpleGrid cols={{ base: 1, md: 3 }} maw={1100}>
        <LogoField />
        {siteBannerTypes.map((type) => (
          <BannerField key={type} type={type} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
