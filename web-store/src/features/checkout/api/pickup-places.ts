import type { PickupPlace } from '@cellar/shared/shipping/addresses';

/**
 * The site's pick-up places with their next slots (`PickupPlace`, what `pickupService.places`
 * answers on the server). No public call serves them yet: the route table has none (the admin's
 * `GET /company/address` is staff-only, and `GET /calendar/{id}/date/allowed/…?idAddress=` needs
 * a place and a calendar already known). Until one exists the checkout says click and collect
 * places cannot be chosen online; `PickupPicker` takes them as soon as a call answers them.
 */
export function usePickupPlaces(): { places: PickupPlace[] | null } {
  return { places: null };
}
