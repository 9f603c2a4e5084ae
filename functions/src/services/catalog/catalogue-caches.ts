import { forgetProductPages } from './store-catalog-service.ts';
import { automaticDiscounts } from '../checkout/automatic-discounts.ts';
import { catalogueVersionRepository } from '../../repositories/catalogue-version-repository.ts';
import { forgetCarriersForFees } from '../shipping/carrier-service.ts';
import { forgetCurrentCatalogues } from './current-catalogue.ts';
import { storeListAnswers } from './store-list-answers.ts';
import { forgetStoreListProjections } from './store-list-projection.ts';

/** Forgets every copy of a catalogue this container keeps (the local stack on a new table). */
export function forgetCatalogueCaches(): void {
  catalogueVersionRepository.forget();
  forgetStoreListProjections();
  storeListAnswers.forget();
  forgetCurrentCatalogues();
  forgetCarriersForFees();
  automaticDiscounts.forget();
  forgetProductPages();
}
