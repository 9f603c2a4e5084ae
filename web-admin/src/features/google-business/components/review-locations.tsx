import { useEffect, useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reviewLocationInputSchema, reviewMailInputSchema } from '@cellar/shared/social/social';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isApiError, isRequestDropped } from '../../../lib/api/errors.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { toast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../../../components/kit/confirm-dialog.tsx';
import { schemaErrors, serverErrors, type FieldErrors } from '../../../components/kit/field-errors.ts';
import { LoadError } from '../../../components/kit/load-error.tsx';
import { DeleteIcon } from '../../../components/kit/row-icons.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import {
  addReviewLocation,
  deleteReviewLocation,
  googleKeys,
  reviewLocationsQuery,
  saveReviewMail,
  type ReviewLocationRow,
} from '../api/google-business-api.ts';
import { useGoogleBusinessT } from './google-business-text.ts';

function useFailure() {
  const t = useGoogleBusinessT();
  return (error: unknown, setErrors?: (errors: FieldErrors) => void) => {
    if (isRequestDropped(error)) return;
    setErrors?.(isApiError(error) ? serverErrors(error.fieldErrors) : {});
    toast('error', errorMessage(error, t('error.generic')));
  };
}

/** The review mail's delay: more than 0 days (spec 1 §5, the shared rule's message), empty for none. */
function ReviewMail({ days }: { days: number | null }) {
  const t = useGoogleBusinessT();
  const lang = useLang();
  const api = useApi();
  const queryClient = useQueryClient();
  const failed = useFailure();
  const [value, setValue] = useState<string | number>(days ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => setValue(days ?? ''), [days]);
  const body = () => ({ days: value === '' ? null : value });
  const save = useMutation({
    mutationFn: () => saveReviewMail(api, value === '' ? null : Number(value)),
    onSuccess: () => {
      toast('success', t('googleBusiness.reviewMail.saved'));
      void queryClient.invalidateQueries({ queryKey: googleKeys.reviews });
    },
    onError: (error) => failed(error, setErrors),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = schemaErrors(reviewMailInputSchema, body(), lang);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate data-testid="review-mail">
      <Stack gap="xs">
        <Text fw={500}>{t('googleBusiness.reviewMail.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('googleBusiness.reviewMail.help')}
        </Text>
        <Group align="flex-start">
          <NumberInput
            aria-label={t('googleBusiness.reviewMail.days')}
            placeholder={t('googleBusiness.reviewMail.days')}
            w={160}
            allowDecimal={false}
            value={value}
            onChange={setValue}
            error={errors.days}
            data-testid="review-mail-days"
          />
          <Button type="submit" loading={save.isPending} data-testid="review-mail-save">
            {t('googleBusiness.reviewMail.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Adds a review location: a name and a Google place id. */
function AddReviewLocation() {
  const t = useGoogleBusinessT();
  const lang = useLang();
  const api = useApi();
  const queryClient = useQueryClient();
  const failed = useFailure();
  const [name, setName] = useState('');
  const [placeId, setPlaceId] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useMutation({
    mutationFn: () => addReviewLocation(api, { name, placeId }),
    onSuccess: () => {
      toast('success', t('googleBusiness.reviews.added'));
      setName('');
      setPlaceId('');
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: googleKeys.reviews });
    },
    onError: (error) => failed(error, setErrors),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = schemaErrors(reviewLocationInputSchema, { name, placeId }, lang);
    setErrors(found);
    if (Object.keys(found).length === 0) add.mutate();
  };
  return (
    <form onSubmit={submit} noValidate data-testid="review-location-add">
      <Group align="flex-start" gap="sm">
        <TextInput
          aria-label={t('googleBusiness.reviews.name')}
          placeholder={t('googleBusiness.reviews.name')}
          w={220}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
          data-testid="review-name"
        />
        <TextInput
          aria-label={t('googleBusiness.reviews.placeId')}
          placeholder={t('googleBusiness.reviews.placeId')}
          w={300}
          value={placeId}
          onChange={(event) => setPlaceId(event.currentTarget.value)}
          error={errors.placeId}
          data-testid="review-place-id"
        />
        <Button type="submit" loading={add.isPending} data-testid="review-add">
          {t('googleBusiness.reviews.add')}
        </Button>
      </Group>
    </form>
  );
}

/** The review locations (name, place id, Google's review link), delete after a confirmation; the review mail. */
export function ReviewLocations() {
  const t = useGoogleBusinessT();
  const api = useApi();
  const queryClient = useQueryClient();
  const failed = useFailure();
  const reviews = useQuery(reviewLocationsQuery(api));
  const [removing, setRemoving] = useState<ReviewLocationRow | null>(null);
  const remove = useMutation({
    mutationFn: (row: ReviewLocationRow) => deleteReviewLocation(api, row.id),
    onSuccess: () => {
      setRemoving(null);
      toast('success', t('googleBusiness.reviews.deleted'));
      void queryClient.invalidateQueries({ queryKey: googleKeys.reviews });
    },
    onError: (error) => {
      setRemoving(null);
      failed(error);
    },
  });
  return (
    <Paper withBorder p="md" data-testid="review-locations">
      <Stack gap="sm">
        <Title order={4}>{t('googleBusiness.reviews.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('googleBusiness.reviews.help')}
        </Text>
        {reviews.isPending ? (
          <PageLoader />
        ) : reviews.isError ? (
          <LoadError
            title={t('googleBusiness.reviews.loadError')}
            error={reviews.error}
            onRetry={() => void reviews.refetch()}
            testId="reviews-error"
          />
        ) : (
          <>
            {reviews.data.list.length === 0 ? (
              <Text size="sm" c="dimmed" data-testid="reviews-empty">
                {t('googleBusiness.reviews.empty')}
              </Text>
            ) : (
              <Table>
                <Table.Tbody>
                  {reviews.data.list.map((row) => (
                    <Table.Tr key={row.id} data-testid={`review-${row.id}`}>
                      <Table.Td>{row.name}</Table.Td>
                      <Table.Td>
                        <Text size="xs" c="dimmed">
                          {row.placeId}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Anchor href={row.reviewUrl} target="_blank" rel="noreferrer" size="sm">
                          {t('googleBusiness.reviews.link')}
                        </Anchor>
                      </Table.Td>
                      <Table.Td w={40}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('googleBusiness.reviews.remove', { name: row.name })}
                          onClick={() => setRemoving(row)}
                        >
                          <DeleteIcon />
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            <AddReviewLocation />
            <ReviewMail days={reviews.data.reviewMailDays} />
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        title={t('googleBusiness.reviews.confirmTitle')}
        message={t('googleBusiness.reviews.confirmMessage', { name: removing?.name ?? '' })}
        confirmLabel={t('googleBusiness.reviews.remove', { name: removing?.name ?? '' })}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </Paper>
  );
}
