import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { Envelope } from '@cellar/shared/envelope';
import type { Lang } from '@cellar/shared/i18n/lang';
import { translate } from '@cellar/shared/i18n/messages';
import type { FieldErrorKeys } from '../lib/errors.ts';

export function jsonAnswer(status: number, body: Envelope, requestId: string): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'x-request-id': requestId, 'cache-control': 'no-store' },
    body: JSON.stringify(body),
  };
}

export function translateFieldErrors(errors: FieldErrorKeys | Record<string, string[]>, lang: Lang): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).map(([field, keys]) => [field, keys.map((k) => translate(k, lang))]));
}
