'use client';

import type { ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { isOnRoute } from '@/lib/format/path';

/** Renders its (server-rendered) children everywhere except on `route` and the paths below it. */
export function HideOnRoute({ route, children }: { route: string; children: ReactNode }) {
  const pathname = usePathname();
  return isOnRoute(pathname, route) ? null : <>{children}</>;
}
