import * as z from 'zod/mini';
import type { MenuNode } from './mega-menu';

/** A node of the menus' category tree, checked where the browser receives it (`GET /api/menu`). */
export const menuNodeSchema: z.ZodMiniType<MenuNode> = z.lazy(() =>
  z.object({ id: z.int().check(z.positive()), title: z.string(), href: z.string(), children: z.array(menuNodeSchema) }),
);
/** Body of `GET /api/menu/{locale}`: the visible category tree of the shop. */
export const menuResponseSchema = z.object({ tree: z.array(menuNodeSchema) });
