'use client';

import { ProductGrid } from './product-grid';

/**
 * The server-rendered first chunk of a listing or of search results, as a client component: its props are the cards'
 * data (lib/catalog/card-view.ts), which the RSC payload holds in about a third of the size of the rendered cards.
 * The same grid renders the chunks loaded by infinite scroll, so the page's JavaScript does not grow.
 */
export const ProductGridIsland = ProductGrid;
