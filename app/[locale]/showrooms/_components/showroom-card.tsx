import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { requestAppointment } from '../_actions/request-appointment';
import type { Content, ShowroomDetails } from '@/contract/content';
import { localDate } from '@/lib/content/advent';
import { bookableDays, isoDay } from '@/lib/content/appointment-slots';
import { formatRanges, hoursByWeekday, weekdayName } from '@/lib/content/opening-hours';
import { INFO_ROUTES } from '@/lib/content/static-pages';
import type { Shop } from '@/contract/shops';
import { SHOP_TIME_ZONE } from '@/contract/time-zone';
import { AppointmentForm } from './appointment-form';
import styles from './showroom-card.module.css';

/** One showroom: picture, address, phone, e-mail, the opening hours of every weekday and the appointment request. */
export async function ShowroomCard({ shop, content, details }: { shop: Shop; content: Content; details: ShowroomDetails }) {
  const t = await getTranslations({ locale: shop.locale, namespace: 'Content' });
  const image = content.images[0];
  const headingId = `showroom-${content.id}`;
  const days = bookableDays(isoDay(localDate(new Date(), SHOP_TIME_ZONE[shop.code])));
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      {image ? <Image className={styles.image} src={image.url} alt="" width={image.width} height={image.height} sizes="(max-width: 767px) 100vw, 400px" /> : null}
      <div className={styles.body}>
        <h2 id={headingId}>{content.title}</h2>
        {content.chapo ? <p>{content.chapo}</p> : null}
        {details.area_sqm ? <p className={styles.area}>{t('area', { area: details.area_sqm })}</p> : null}
        <dl className={styles.contact}>
          <dt>{t('address')}</dt>
          <dd>
            <address>
              {details.street}
              <br />
              {details.zipcode} {details.city}
            </address>
          </dd>
          <dt>{t('phone')}</dt>
          <dd>
            <a href={`tel:${details.phone.replace(/\s+/g, '')}`}>{details.phone}</a>
          </dd>
          <dt>{t('email')}</dt>
          <dd>
            <a href={`mailto:${details.email}`}>{details.email}</a>
          </dd>
        </dl>
        <table className={styles.hours}>
          <caption>{t('openingHoursOf', { name: content.title })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('weekday')}</th>
              <th scope="col">{t('hours')}</th>
            </tr>
          </thead>
          <tbody>
            {hoursByWeekday(details.opening_hours).map(({ day, ranges }) => (
              <tr key={day}>
                <th scope="row">{weekdayName(day, shop.locale)}</th>
                <td>{ranges.length > 0 ? formatRanges(ranges) : t('closed')}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <AppointmentForm
          action={requestAppointment.bind(null, content.id)}
          permalink={`${INFO_ROUTES.showrooms}#${headingId}`}
          showroomName={content.title}
          openingHours={details.opening_hours}
          firstDay={days.first}
          lastDay={days.last}
        />
      </div>
    </article>
  );
}
