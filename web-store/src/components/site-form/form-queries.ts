import type { FormAnswers } from '@cellar/shared/content/form-answers';
import { apiQuery, type StoreApi } from '../../lib/api/store-api.ts';

/** `GET /forms/{id}`: a valid form of the site (404 otherwise). */
export const publicFormQuery = (api: StoreApi, id: number) => ({
  ...apiQuery(api, 'form', { params: { id } }),
  staleTime: 60_000,
});

/** `POST /message` with the answers the form's own rules passed: the site's inbox keeps them. */
export const sendFormAnswers = (api: StoreApi, idForm: number, answers: FormAnswers) =>
  api.client.call('contactMessage', { body: { idForm, answers } });
