'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { AdventDoor } from '@/contract/content';
import { isDoorOpen, localDate, type LocalDate } from '@/lib/content/advent';
import styles from './advent-doors.module.css';

/**
 * The 24 doors. Which ones are open depends on today's date in the shop's time zone, so it is decided in the
 * browser after hydration: the cached page never freezes the day it was rendered. Until then every door is shut.
 */
export function AdventDoors({ doors, timeZone }: { doors: readonly AdventDoor[]; timeZone: string }) {
  const t = useTranslations('Content');
  const [today, setToday] = useState<LocalDate | null>(null);

  useEffect(() => {
    const update = () => setToday(localDate(new Date(), timeZone));
    update();
    // Midnight passes while the page is open: check again every minute.
    const timer = window.setInterval(update, 60_000);
    return () => window.clearInterval(timer);
  }, [timeZone]);

  const anyOpen = today !== null && doors.some((door) => isDoorOpen(door.day, today));
  return (
    <section aria-labelledby="advent-doors-heading" className={styles.calendar}>
      <h2 id="advent-doors-heading" className="visually-hidden">
        {t('adventDoors')}
      </h2>
      <p role="status" className={styles.notice}>
        {today === null ? t('adventChecking') : anyOpen ? '' : t('adventBeforeStart')}
      </p>
      <ol className={styles.doors} data-ready={today !== null}>
        {doors.map((door) => {
          const open = today !== null && isDoorOpen(door.day, today);
          return (
            <li key={door.day} className={open ? styles.open : styles.locked} data-door={door.day} data-open={open}>
              {open ? (
                <details>
                  <summary>
                    <span className={styles.number}>{door.day}</span>
                    <span className={styles.doorTitle}>{door.title}</span>
                  </summary>
                  <p>{door.text}</p>
                  {door.code ? <p className={styles.code}>{t('adventCode', { code: door.code })}</p> : null}
                </details>
              ) : (
                <p className={styles.shut}>
                  <span className={styles.number} aria-hidden="true">
                    {door.day}
                  </span>
                  <span className="visually-hidden">{t('adventDoorLocked', { day: door.day })}</span>
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
