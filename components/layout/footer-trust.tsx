import Image from 'next/image';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { LogoLink } from '@/contract/locale-config';
import type { LayoutData } from '@/lib/layout/layout-data';
import { toHref } from '@/lib/format/href';
import { deliveryPagePath, payPagePath } from '@/lib/format/shop-pages';
import { paymentMethodsOf } from '@/lib/payment/payment-methods';
import { getTrustBadges } from '@/lib/trust/server';
import { FooterReviews } from '@/components/trust/footer-reviews';
import styles from './footer.module.css';

const DELIVERY_METHODS = ['parcel', 'freight'] as const;

/** Intrinsic size of a payment or delivery logo tile; shown 32 px high. */
const LOGO_TILE = { width: 240, height: 120 } as const;

export const ODR_PLATFORM_URL = 'https://ec.europa.eu/consumers/odr';
export const ANPC_SAL_URL = 'https://anpc.ro/ce-este-sal/';

/**
 * Footer badges: payment logos linking to the pay page (S2-148), delivery logos (S2-149), the trust badges with
 * their ratings (S2-150; switched by config, components/trust/footer-reviews.tsx), online dispute links where the
 * config enables them (S2-146) and the Romanian ANPC buttons SAL and SOL when display_buttons_ANPC is on (S2-147).
 */
export async function FooterTrust({ data }: { data: LayoutData }) {
  const t = await getTranslations({ locale: data.shop.locale, namespace: 'Footer' });
  const methodName = await getTranslations({ locale: data.shop.locale, namespace: 'PaymentMethod' });
  const { config } = data;
  const reviews = await getTrustBadges(data.shop, config, 'footer');

  return (
    <div className={styles.trust}>
      <LogoSection
        id="footer-payment"
        heading={t('paymentHeading')}
        logos={config.payment_logos}
        pageHref={payPagePath(data.shop.code)}
        linkPrefix={t('paymentLinkPrefix')}
        tiles={paymentMethodsOf(data.shop.code).map((method) => methodName(method.labelKey))}
      />
      <LogoSection
        id="footer-delivery"
        heading={t('deliveryHeading')}
        logos={config.delivery_logos}
        pageHref={deliveryPagePath(data.shop.code)}
        linkPrefix={t('deliveryLinkPrefix')}
        tiles={DELIVERY_METHODS.map((method) => t(`delivery.${method}`))}
      />
      <FooterReviews badges={reviews} locale={data.shop.locale} headingClass={styles.heading} />
      {config.display_dispute_links || config.display_buttons_ANPC ? (
        <section aria-labelledby="footer-dispute">
          <h2 id="footer-dispute" className={styles.heading}>
            {t('disputeHeading')}
          </h2>
          {config.display_dispute_links ? (
            <p className={styles.small}>
              {t('disputeText')}{' '}
              <a href={ODR_PLATFORM_URL} target="_blank" rel="noopener noreferrer">
                {ODR_PLATFORM_URL.replace(/^https:\/\//, '')}
              </a>
            </p>
          ) : null}
          {config.display_buttons_ANPC ? (
            <ul className={styles.anpc}>
              <AnpcButton href={ANPC_SAL_URL} image={config.sal_image} label={t('anpcSal')} />
              <AnpcButton href={ODR_PLATFORM_URL} image={config.anpc_image} label={t('anpcSol')} />
            </ul>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

type LogoSectionProps = {
  id: string;
  heading: string;
  /** Logos of the locale config; without them, text tiles of the methods link to the page. */
  logos: LogoLink[] | undefined;
  pageHref: string;
  linkPrefix: string;
  tiles: string[];
};

/** Payment or delivery logos with their heading, each linking to the pay or delivery page. */
function LogoSection({ id, heading, logos, pageHref, linkPrefix, tiles }: LogoSectionProps) {
  const testId = `${id}-logos`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      {logos?.length ? (
        <LogoStrip logos={logos} fallbackHref={pageHref} testId={testId} />
      ) : (
        <Link href={pageHref} className={styles.tiles} data-testid={testId}>
          <span className="visually-hidden">{linkPrefix} </span>
          {tiles.map((tile) => (
            <span key={tile} className={styles.tile}>
              {tile}
            </span>
          ))}
        </Link>
      )}
    </section>
  );
}

/** Logos of the locale config (payment_logos, delivery_logos): each links to its page, the title is its name. */
function LogoStrip({ logos, fallbackHref, testId }: { logos: LogoLink[]; fallbackHref: string; testId: string }) {
  return (
    <ul className={styles.logos} data-testid={testId}>
      {logos.map((logo) => (
        <li key={logo.code}>
          <Link href={logo.link ? toHref(logo.link) : fallbackHref} className={styles.logoLink}>
            {logo.image ? (
              <Image src={logo.image} alt={logo.title} width={LOGO_TILE.width} height={LOGO_TILE.height} className={styles.logoImage} />
            ) : (
              <span className={styles.tile}>{logo.title}</span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function AnpcButton({ href, image, label }: { href: string; image: string; label: string }) {
  return (
    <li>
      <a className={styles.anpcLink} href={href} target="_blank" rel="noopener noreferrer">
        {image ? <Image src={image} alt={label} width={250} height={50} className={styles.anpcImage} /> : label}
      </a>
    </li>
  );
}
