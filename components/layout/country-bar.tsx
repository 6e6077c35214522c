import Image from 'next/image';
import type { LayoutData } from '@/lib/layout/layout-data';
import { isImagePath } from '@/lib/format/href';
import { visibleCountries } from '@/lib/layout/visible-countries';
import { CountrySelect } from './country-select';
import { HeaderInfo } from './header-info';
import styles from './country-bar.module.css';

/**
 * Country bar (only when `display_country_header`): flag, delivery-country dropdown and the info text. One line from
 * 360 px on (ADR 0044): below 992 px the dropdown's label is the short one and the info text folds into an 'Info'
 * disclosure.
 */
export function CountryBar({ data }: { data: LayoutData }) {
  const flag = data.config.country_flag.trim();
  return (
    <div className={styles.bar} data-testid="country-bar">
      <div className={`container ${styles.inner}`}>
        <div className={styles.country}>
          {isImagePath(flag) ? (
            <Image className={styles.flag} src={flag} alt="" width={24} height={16} unoptimized />
          ) : flag ? (
            <span className={styles.flagText} aria-hidden="true">
              {flag}
            </span>
          ) : null}
          <CountrySelect countries={visibleCountries(data)} defaultCountryId={data.shop.countryId} />
        </div>
        {data.headerInfo && data.headerInfo.text ? <HeaderInfo info={data.headerInfo} locale={data.shop.locale} /> : null}
      </div>
    </div>
  );
}
