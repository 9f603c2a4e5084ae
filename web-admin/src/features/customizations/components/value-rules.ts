import {
  costError,
  customizationValueInputSchema,
  type CustomizationCostType,
} from '@cellar/shared/catalog/customization';
import type { Lang } from '@cellar/shared/i18n/lang';
import { translate } from '@cellar/shared/i18n/messages';
import { readNumber } from '@cellar/shared/validation/numbers';
import { schemaErrors, type FieldErrors } from '../../../components/kit/field-errors.ts';

export interface ValueDraft {
  label: string;
  cost: string;
}

/**
 * The rules of a value, as the server checks them: shared's value schema (a label, a cost not negative) and the
 * cost against its customization's cost type (`costError`: a percentage at most 100).
 */
export function valueErrors(draft: ValueDraft, costType: CustomizationCostType, lang: Lang): FieldErrors {
  const errors = schemaErrors(customizationValueInputSchema, draft, lang);
  if (!errors.cost) {
    const issue = costError(costType, readNumber(draft.cost) ?? 0, { allowZero: true });
    if (issue) errors.cost = translate(issue, lang);
  }
  return errors;
}
