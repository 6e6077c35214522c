import type { AdminPage } from '@/lib/admin/admin-links';

/**
 * What the current page shows, for the admin bar's update link: set by the page's AdminPageMark while it is mounted
 * (a cached page renders the same mark for everybody; only an administrator's bar reads it).
 */
let current: AdminPage | null = null;
const listeners = new Set<() => void>();

export const adminPageStore = {
  get: (): AdminPage | null => current,
  set(page: AdminPage | null): void {
    current = page;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
