import { useLocation } from 'react-router';

/** Test helper: shows the router's current query, so a test can read what a shared link would hold. */
export function LocationProbe() {
  const { search } = useLocation();
  return <output data-testid="location-search">{search}</output>;
}
