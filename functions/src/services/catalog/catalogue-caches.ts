import { forgetCarriersForFees } from '../shipping/carrier-service.ts';
import { forgetCurrentCatalogues } from './current-catalogue.ts';
import { storeListAnswers } from './store-list-answers.ts';
import { forgetStoreListProjections } from './store-list-projection.ts';

/** Forgets every copy of a catalogue this container keeps (the local stack on a new table). */
export function forgetCatalogueCaches(): void {
  forgetStoreListProjections();
  storeListAnswers.forget();
  forgetCurrentCatalogues();
  forgetCarriersForFees();
}
