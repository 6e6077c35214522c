import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import type { HeaderInfo as HeaderInfoData } from '@/contract/system-config';
import { BP } from '@/lib/format/breakpoints';
import { isImagePath } from '@/lib/format/href';
import { ChevronDownIcon, InfoIcon, TruckIcon } from './icons';
import styles from './header-info.module.css';

function InfoGlyph({ info }: { info: HeaderInfoData }) {
  const icon = info.icon.trim();
  return (
    <span className={styles.infoIcon} style={info.color ? { color: info.color } : undefined}>
      {isImagePath(icon) ? (
        <Image src={icon} alt="" width={20} height={20} unoptimized />
      ) : /truck|deliver|shipping|liefer|livr/i.test(icon) ? (
        <TruckIcon size={20} />
      ) : (
        <InfoIcon size={20} />
      )}
    </span>
  );
}

/**
 * The country bar's info text: text, an expandable text_more, an icon and a colour (system config). Server HTML
 * with <details> disclosures, so 'more' opens without JavaScript (ADR 0044). From 992 px on the text stands in the
 * bar and 'More' opens text_more after it; below, the bar keeps one line: an 'Info' disclosure whose panel holds the
 * text and text_more (nothing of it is cut).
 */
export async function HeaderInfo({ info, locale }: { info: HeaderInfoData; locale: string }) {
  const tCommon = await getTranslations({ locale, namespace: 'Common' });
  const t = await getTranslations({ locale, namespace: 'Header' });

  return (
    <>
      <div className={`${styles.info} ${BP.desktopOnly}`}>
        <InfoGlyph info={info} />
        <div className={styles.infoText}>
          {info.text}
          {info.text_more ? (
            <>
              {' '}
              <details className={styles.more}>
                <summary className={styles.moreToggle}>
                  <span className={styles.whenClosed}>{tCommon('more')}</span>
                  <span className={styles.whenOpen}>{tCommon('less')}</span>
                </summary>
                <span className={styles.moreText}>{info.text_more}</span>
              </details>
            </>
          ) : null}
        </div>
      </div>
      <details className={`${styles.compactInfo} ${BP.mobileOnly}`}>
        <summary className={styles.compactToggle}>
          <InfoGlyph info={info} />
          {t('infoToggle')}
          <ChevronDownIcon size={16} className={styles.compactChevron} />
        </summary>
        <div className={styles.compactPanel}>
          <p className={styles.compactLine}>{info.text}</p>
          {info.text_more ? <p className={styles.compactLine}>{info.text_more}</p> : null}
        </div>
      </details>
    </>
  );
}
