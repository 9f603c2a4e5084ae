import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api/store-api.ts';
import { useStoreApi } from '../../../lib/api/api-context.tsx';

/**
 * The site's pick-up places with the slots a shopper ordering now may choose (`GET /pickup/places`:
 * `pickupService.places`, 14 days from today; a slot already counts the place's preparation delay
 * and its calendar). Asked when click and collect is chosen; a minute fresh.
 */
export function usePickupPlaces(enabled: boolean) {
  const api = useStoreApi();
  return useQuery({ ...apiQuery(api, 'pickupPlaces'), enabled, staleTime: 60_000 });
}
