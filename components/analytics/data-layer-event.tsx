'use client';

import { useEffect } from 'react';
import { pushDataLayer } from '@/lib/analytics/data-layer';
import type { Ga4Event } from '@/lib/analytics/ga4-event';

/**
 * Pushes an event the server built (view_item_list, view_item) into the data layer once the page has hydrated: the
 * cached page stays the same for everybody and no builder code reaches the browser. Pushed again only for another
 * event (another page), not when the same page re-renders.
 */
export function DataLayerEvent({ event }: { event: Ga4Event }) {
  const key = JSON.stringify(event);
  useEffect(() => {
    pushDataLayer(JSON.parse(key) as Ga4Event);
  }, [key]);
  return null;
}
