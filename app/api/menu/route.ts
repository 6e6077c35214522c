import { NextResponse } from 'next/server';
import { visibleMenuTree, type MenuNode } from '@/lib/layout/mega-menu';
import { getLayoutData } from '@/lib/layout/server';
import { API_CACHE_SECONDS } from '@/contract/constants';
import { routeShop } from '@/lib/request/server';

/**
 * The shop's visible category tree for the mega menu and the mobile menu. The menus load it when they first open
 * (or the pointer nears their toggle), so that the 116-category tree is not part of every page's HTML and RSC payload.
 */
export async function GET(request: Request): Promise<Response> {
  const shop = routeShop(request);
  try {
    const data = await getLayoutData(shop);
    const body: { tree: MenuNode[] } = { tree: visibleMenuTree(data.menu) };
    return NextResponse.json(body, { headers: { 'Cache-Control': `public, max-age=${API_CACHE_SECONDS}`, Vary: 'Host' } });
  } catch {
    return NextResponse.json({ error: 'unavailable' }, { status: 503 });
  }
}
