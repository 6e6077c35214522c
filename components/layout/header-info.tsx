'use client';

import { useId, useState } from 'react';
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import type { HeaderInfo as HeaderInfoData } from '@/lib/contract/system-config';
import { isImagePath } from '@/lib/format/href';
import { InfoIcon, TruckIcon } from './icons';
import styles from './country-bar.module.css';

/** The country bar's info text: text, an expandable text_more, an icon and a colour (system config). */
export function HeaderInfo({ info }: { info: HeaderInfoData }) {
  const t = useTranslations('Common');
  const moreId = useId();
  const [expanded, setExpanded] = useState(false);
  const accent = info.color ? { color: info.color } : undefined;
  const icon = info.icon.trim();

  return (
    <div className={styles.info}>
      <span className={styles.infoIcon} style={accent}>
        {isImagePath(icon) ? (
          <Image src={icon} alt="" width={20} height={20} unoptimized />
        ) : /truck|deliver|shipping|liefer|livr/i.test(icon) ? (
          <TruckIcon size={20} />
        ) : (
          <InfoIcon size={20} />
        )}
      </span>
      <p className={styles.infoText}>
        {info.text}
        {info.text_more ? (
          <>
            <span id={moreId} hidden={!expanded}>
              {' '}
              {info.text_more}
            </span>{' '}
            <button
              type="button"
              className={styles.more}
              aria-expanded={expanded}
              aria-controls={moreId}
              onClick={() => setExpanded((value) => !value)}
            >
              {expanded ? t('less') : t('more')}
            </button>
          </>
        ) : null}
      </p>
    </div>
  );
}
