import type { Db } from '@/backend/db/open';
import { createAppointmentRepo } from './appointment-repo';
import { createBrandRepo } from './brand-repo';
import { createCartRepo } from './cart-repo';
import { createCartViewRepo } from './cart-view-repo';
import { createCategoryRepo } from './category-repo';
import { createConfigRepo } from './config-repo';
import { createContactRepo } from './contact-repo';
import { createContentRepo } from './content-repo';
import { createCouponRepo } from './coupon-repo';
import { createFulfilmentRepo } from './fulfilment-repo';
import { createPostageRepo } from './postage-repo';
import { createPricingRepo } from './pricing-repo';
import { createProductCardRepo } from './product-card-repo';
import { createProductDetailRepo } from './product-detail-repo';
import { createProductExtrasRepo } from './product-extras-repo';
import { createProductListRepo } from './product-list-repo';
import { createRewritingRepo } from './rewriting-repo';

/** Every repository of the service, built once per app on one database (prepared statements are reused). */
export function createRepos(db: Db, now: () => Date = () => new Date()) {
  const rewriting = createRewritingRepo(db);
  const pricing = createPricingRepo(db);
  const categories = createCategoryRepo(db, rewriting);
  const cards = createProductCardRepo(db, pricing, rewriting, categories);
  const carts = createCartRepo(db, now);
  const coupons = createCouponRepo(db, now);
  return {
    carts,
    coupons,
    cartView: createCartViewRepo(db, carts, pricing, rewriting, coupons),
    postage: createPostageRepo(db),
    rewriting,
    pricing,
    categories,
    cards,
    list: createProductListRepo(db),
    detail: createProductDetailRepo(db, pricing, rewriting, categories, cards),
    extras: createProductExtrasRepo(db),
    brands: createBrandRepo(db, rewriting),
    contents: createContentRepo(db, rewriting),
    contact: createContactRepo(db),
    appointments: createAppointmentRepo(db),
    config: createConfigRepo(db),
    fulfilment: createFulfilmentRepo(db),
  };
}

export type Repos = ReturnType<typeof createRepos>;
