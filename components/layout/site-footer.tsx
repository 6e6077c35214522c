import { INFO_ROUTES } from '@/lib/content/static-pages';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { MenuLink } from '@/contract/locale-config';
import type { LayoutData } from '@/lib/layout/layout-data';
import { isExternalHref, telHref, toHref } from '@/lib/format/href';
import { CopyrightLine } from './copyright-line';
import { FooterTrust } from './footer-trust';
import { ClockIcon, MailIcon, PhoneIcon } from './icons';
import { SocialLinks } from './social-links';
import { StoreJsonLdScript } from './store-json-ld-script';
import { CONSENT_REOPEN_ATTRIBUTE } from '@/lib/consent/consent-reopen';
import styles from './footer.module.css';

/** The withdrawal form's route (app/[locale]/withdrawal). */
const WITHDRAWAL_PATH = '/withdrawal';

/**
 * The site footer (spec section 2, 'Footer'): newsletter form and social links, contact address and phone,
 * opening times, shopping and support links, payment/delivery/trust badges, dispute links, copyright, the withdrawal
 * button, the 'No pickup possible!' note outside Romania, and the store's structured data.
 */
export async function SiteFooter({ data }: { data: LayoutData }) {
  const locale = data.shop.locale;
  const t = await getTranslations({ locale, namespace: 'Footer' });
  const withdrawal = await getTranslations({ locale, namespace: 'Withdrawal' });
  const consent = await getTranslations({ locale, namespace: 'Consent' });
  const { store, config } = data;
  const storeName = store.name || config.store_name;
  const cityLine = [store.zipcode, store.city].filter(Boolean).join(' ');

  return (
    <footer className={styles.footer}>
      <div className={styles.band}>
        <div className={`container ${styles.bandInner}`}>
          <div className={styles.newsletter}>
            <h2 className={styles.heading}>{t('newsletterHeading')}</h2>
            <p className={styles.small}>{t('newsletterText')}</p>
            {/* GET /newsletter?email=… (spec: the footer newsletter form goes to /newsletter). A plain form: next/form
                would put its client code into every page's first load for a form few shoppers send (ADR 0042). */}
            <form action="/newsletter" method="get" className={styles.newsletterForm}>
              <label htmlFor="footer-newsletter-email" className={styles.label}>
                {t('emailLabel')}
              </label>
              <div className={styles.newsletterRow}>
                <input
                  id="footer-newsletter-email"
                  className={styles.input}
                  type="email"
                  name="email"
                  required
                  autoComplete="email"
                  placeholder={t('emailPlaceholder', { tld: data.shop.code })}
                />
                <button type="submit" className={`button ${styles.subscribe}`}>
                  {t('subscribe')}
                </button>
              </div>
            </form>
          </div>
          <SocialLinks config={config} locale={locale} />
        </div>
      </div>

      <div className={`container ${styles.columns}`}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t('contactHeading')}
          </h2>
          <address className={styles.address}>
            {storeName ? <strong>{storeName}</strong> : null}
            {store.address1 ? <span>{store.address1}</span> : null}
            {cityLine ? <span>{cityLine}</span> : null}
            {store.country ? <span>{store.country}</span> : null}
            {store.phone ? (
              <span className={styles.contactLine}>
                <PhoneIcon size={18} />
                <span className="visually-hidden">{t('phoneLabel')} </span>
                <a href={telHref(store.phone)}>{store.phone}</a>
              </span>
            ) : null}
            {store.email ? (
              <span className={styles.contactLine}>
                <MailIcon size={18} />
                <span className="visually-hidden">{t('emailLinkLabel')} </span>
                <a href={`mailto:${store.email}`}>{store.email}</a>
              </span>
            ) : null}
          </address>
        </section>

        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className={styles.heading}>
            {t('openingTimesHeading')}
          </h2>
          <div className={styles.hours}>
            <ClockIcon size={18} />
            <div>
              {store.openingTimes ? <p className={styles.preLine}>{store.openingTimes}</p> : null}
              {store.supportTimeMoTh || store.supportTimeFr || store.supportTime ? <p className={styles.timesHeading}>{t('supportHoursHeading')}</p> : null}
              {store.supportTimeMoTh || store.supportTimeFr ? (
                <dl className={styles.times}>
                  {store.supportTimeMoTh ? (
                    <>
                      <dt>{t('supportMoTh')}</dt>
                      <dd>{store.supportTimeMoTh}</dd>
                    </>
                  ) : null}
                  {store.supportTimeFr ? (
                    <>
                      <dt>{t('supportFr')}</dt>
                      <dd>{store.supportTimeFr}</dd>
                    </>
                  ) : null}
                </dl>
              ) : store.supportTime ? (
                <p className={styles.preLine}>{store.supportTime}</p>
              ) : null}
            </div>
          </div>
        </section>

        <FooterLinks
          id="footer-shopping"
          title={t('shoppingHeading')}
          links={[...config.links_left_menu, { title: t('brandsLink'), url: INFO_ROUTES.brands }]}
        />
        <FooterLinks id="footer-support" title={t('supportHeading')} links={config.links_right_menu} />
      </div>

      <div className="container">
        <FooterTrust data={data} />
      </div>

      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <CopyrightLine locale={locale} storeName={config.store_name || storeName} className={styles.copyright} />
          {/* The withdrawal button (decisions.md, S2-154): on every page, no login needed. */}
          <Link href={WITHDRAWAL_PATH} className={styles.withdrawal} data-testid="withdrawal-link">
            {withdrawal('footerLink')}
          </Link>
          {/* Reopens the consent banner (the consent island listens; no code of its own in the first load). */}
          <button type="button" className={styles.cookieSettings} {...{ [CONSENT_REOPEN_ATTRIBUTE]: '' }} data-testid="cookie-settings">
            {consent('settings')}
          </button>
          {data.shop.code !== 'ro' ? (
            <p className={styles.noPickup} data-testid="no-pickup">
              {t('noPickup')}
            </p>
          ) : null}
        </div>
      </div>
      <StoreJsonLdScript data={data} />
    </footer>
  );
}

function FooterLinks({ id, title, links }: { id: string; title: string; links: MenuLink[] }) {
  if (links.length === 0) return null;
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.links}>
        {links.map((link) => {
          const href = toHref(link.url);
          return (
            <li key={`${link.url}-${link.title}`}>
              {isExternalHref(href) ? <a href={href}>{link.title}</a> : <Link href={href}>{link.title}</Link>}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
