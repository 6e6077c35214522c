import type { Db } from '@/backend/db/open';
import { createAccountListRepo } from './account-list-repo';
import { createSocialLinkRepo } from './social-link-repo';
import { createAppointmentRepo } from './appointment-repo';
import { createBrandRepo } from './brand-repo';
import { createCartRepo } from './cart-repo';
import { createCartViewRepo } from './cart-view-repo';
import { createCategoryRepo } from './category-repo';
import { createConfigRepo } from './config-repo';
import { createContactRepo } from './contact-repo';
import { createContentRepo } from './content-repo';
import { createCouponRepo } from './coupon-repo';
import { createAccountRepo } from './account-repo';
import { createAddressBookRepo } from './address-book-repo';
import { createProfileRepo } from './profile-repo';
import { createAccountOrdersRepo } from './account-orders-repo';
import { createCustomerRepo } from './customer-repo';
import { createFulfilmentRepo } from './fulfilment-repo';
import { createLocalPickupRepo } from './local-pickup-repo';
import { createOrderMailer } from './order-mailer';
import { createOrderPlacement } from './order-placement';
import { createOrderState } from './order-state';
import { createOrderStore } from './order-store';
import { createOrderViewRepo } from './order-view-repo';
import { createOutboxRepo } from './outbox-repo';
import { createPaymentMethodRepo } from './payment-method-repo';
import { createPostageRepo } from './postage-repo';
import { createPricingRepo } from './pricing-repo';
import { createProductCardRepo } from './product-card-repo';
import { createProductDetailRepo } from './product-detail-repo';
import { createProductExtrasRepo } from './product-extras-repo';
import { createProductListRepo } from './product-list-repo';
import { createFeatureFilterRepo } from './feature-filter-repo';
import { createRewritingRepo } from './rewriting-repo';
import { createShopIdentityRepo } from './shop-identity-repo';
import { createWithdrawalRepo } from './withdrawal-repo';
import { createNewsletterRepo } from './newsletter-repo';
import { createReviewRepo } from './review-repo';
import { createPasswordResetRepo } from './password-reset-repo';
import { createCartMergeRepo } from './cart-merge-repo';
import { createLoginFailureRepo } from './login-failure-repo';

/** Every repository of the service, built once per app on one database (prepared statements are reused). */
/**
 * `orderLinkKey`: the order-link key (contract/order-link.ts, backend/rules/order-link.ts), so the order e-mails carry the order's
 * signed page link; without it (tools that send no mail) the e-mails leave the link out.
 */
export function createRepos(db: Db, now: () => Date = () => new Date(), orderLinkKey: string | null = null) {
  const rewriting = createRewritingRepo(db);
  const pricing = createPricingRepo(db);
  const categories = createCategoryRepo(db, rewriting);
  const cards = createProductCardRepo(db, pricing, rewriting, categories);
  const carts = createCartRepo(db, now);
  const coupons = createCouponRepo(db, now);
  const cartView = createCartViewRepo(db, carts, pricing, rewriting, coupons);
  const postage = createPostageRepo(db);
  const customers = createCustomerRepo(db, now);
  const paymentMethods = createPaymentMethodRepo(db);
  const localPickup = createLocalPickupRepo(db);
  const orderStore = createOrderStore(db);
  const orderView = createOrderViewRepo(db, orderStore, customers, paymentMethods);
  const outbox = createOutboxRepo(db, now);
  const shopIdentity = createShopIdentityRepo(db);
  const mailer = createOrderMailer(orderView, shopIdentity, outbox, orderLinkKey);
  return {
    carts,
    coupons,
    cartView,
    postage,
    customers,
    accounts: createAccountRepo(db, now),
    addressBook: createAddressBookRepo(db),
    profiles: createProfileRepo(db),
    accountOrders: createAccountOrdersRepo(db),
    shopIdentity,
    passwordResets: createPasswordResetRepo(db, now),
    cartMerge: createCartMergeRepo(db, now),
    loginFailures: createLoginFailureRepo(db, now),
    paymentMethods,
    localPickup,
    orderStore,
    orderView,
    outbox,
    mailer,
    orderPlacement: createOrderPlacement(db, { carts, cartView, postage, coupons, customers, paymentMethods, localPickup, store: orderStore, mailer }, now),
    orderState: createOrderState(db, orderStore, mailer, now),
    withdrawals: createWithdrawalRepo(db),
    rewriting,
    pricing,
    categories,
    cards,
    list: createProductListRepo(db),
    featureFilters: createFeatureFilterRepo(db),
    detail: createProductDetailRepo(db, pricing, rewriting, categories, cards),
    extras: createProductExtrasRepo(db),
    brands: createBrandRepo(db, rewriting),
    contents: createContentRepo(db, rewriting),
    contact: createContactRepo(db),
    appointments: createAppointmentRepo(db),
    config: createConfigRepo(db),
    fulfilment: createFulfilmentRepo(db),
    reviews: createReviewRepo(db, now),
    newsletter: createNewsletterRepo(db, now),
    accountLists: createAccountListRepo(db),
    socialLinks: createSocialLinkRepo(db),
  };
}

export type Repos = ReturnType<typeof createRepos>;
