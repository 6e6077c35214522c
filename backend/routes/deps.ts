import type { Repos } from '@/backend/repo/repos';

/** What the route modules need: the repositories and the service's settings. */
export type RouteDeps = {
  repos: Repos;
  search: { host: string; port: number; user: string; password: string };
};
