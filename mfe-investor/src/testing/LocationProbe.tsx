import { useSiteLocation } from '@azi/shared/routing/navigation';

/** Test helper: shows the current query, so a test can read what a shared link would hold. */
export function LocationProbe() {
  const { search } = useSiteLocation();
  return <output data-testid="location-search">{search}</output>;
}
