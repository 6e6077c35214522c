'use client';

import { useActionState, useId, useRef, useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import type { AppointmentFormState } from '../_actions/request-appointment';
import type { OpeningHours } from '@/contract/content';
import type { AppointmentField } from '@/lib/content/appointment-form';
import { allSlotStarts, slotStarts, weekdayOf } from '@/lib/content/appointment-slots';
import { APPOINTMENT_MAX_DAYS_AHEAD, CONTACT_NAME_MIN_LENGTH } from '@/contract/constants';
import { FormOutcome, useFocusFirstInvalid } from '@/components/content/form-outcome';
import styles from '@/components/content/enquiry-form.module.css';
import own from './appointment-form.module.css';
import { BusyButton } from '@/components/forms/busy-button';

type Action = (state: AppointmentFormState, data: FormData) => Promise<AppointmentFormState>;

const INITIAL: AppointmentFormState = { status: 'idle', errors: {}, values: {} };

type Props = {
  action: Action;
  /**
   * The page URL the form posts to without JavaScript (`/showrooms#showroom-3`): React's progressive-enhancement
   * form otherwise gets `action=""`, which HTML does not allow; the fragment keeps each showroom's answer to its form.
   */
  permalink: string;
  showroomName: string;
  openingHours: OpeningHours[];
  /** First and last bookable day (YYYY-MM-DD, the shop's time zone), for the date input's range. */
  firstDay: string;
  lastDay: string;
};

/**
 * A showroom's consultation request (date, time, client, phone) behind a disclosure. It posts to a server action, so
 * it works without JavaScript (the time list then offers every slot and the server checks the day); with JavaScript
 * the time list follows the chosen day's opening hours.
 */
export function AppointmentForm({ action, permalink, showroomName, openingHours, firstDay, lastDay }: Props) {
  const t = useTranslations('Content.appointment');
  const format = useFormatter();
  const id = useId();
  const [state, formAction, pending] = useActionState(action, INITIAL, permalink);
  const [date, setDate] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const chosenDate = date || state.values.date || '';
  const times = /^\d{4}-\d{2}-\d{2}$/.test(chosenDate) ? slotStarts(openingHours, weekdayOf(chosenDate)) : allSlotStarts(openingHours);

  useFocusFirstInvalid(formRef, state);

  const fieldId = (field: AppointmentField) => `${id}-${field}`;
  const errorOf = (field: AppointmentField) => {
    const key = state.errors[field];
    return key ? t(`errors.${key}`, { min: CONTACT_NAME_MIN_LENGTH, days: APPOINTMENT_MAX_DAYS_AHEAD }) : null;
  };
  const fieldProps = (field: AppointmentField, hint = false) => {
    const invalid = state.errors[field] !== undefined;
    const describedBy = [invalid ? `${fieldId(field)}-error` : null, hint ? `${fieldId(field)}-hint` : null].filter(Boolean).join(' ');
    return { id: fieldId(field), name: field, 'aria-invalid': invalid, ...(describedBy ? { 'aria-describedby': describedBy } : {}) };
  };
  const error = (field: AppointmentField) => {
    const text = errorOf(field);
    return text ? (
      <p id={`${fieldId(field)}-error`} className={styles.error}>
        {text}
      </p>
    ) : null;
  };
  const sentText = state.sent
    ? t('sent', { date: format.dateTime(new Date(`${state.sent.date}T12:00:00Z`), { dateStyle: 'full', timeZone: 'UTC' }), time: state.sent.time })
    : null;

  return (
    <details className={own.disclosure} open={state.status !== 'idle' || undefined}>
      <summary>{t('heading', { name: showroomName })}</summary>
      <p className={own.intro}>{t('intro')}</p>
      <FormOutcome status={state.status} sent={sentText} invalid={t('invalid')} failed={t('failed')} />
      <form ref={formRef} action={formAction} noValidate className={styles.form} key={state.status === 'sent' ? 'sent' : 'open'}>
        <p className={styles.required}>{t('required')}</p>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor={fieldId('date')}>{t('date')} *</label>
            <input
              type="date"
              min={firstDay}
              max={lastDay}
              required
              defaultValue={state.values.date ?? ''}
              onChange={(event) => setDate(event.target.value)}
              {...fieldProps('date', true)}
            />
            <p id={`${fieldId('date')}-hint`} className={styles.hint}>
              {t('dateHint', { days: APPOINTMENT_MAX_DAYS_AHEAD })}
            </p>
            {error('date')}
          </div>
          <div className={styles.field}>
            <label htmlFor={fieldId('time')}>{t('time')} *</label>
            <select required defaultValue={state.values.time ?? ''} key={times.join()} {...fieldProps('time')}>
              <option value="">{t('timeChoose')}</option>
              {times.map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </select>
            {error('time')}
          </div>
        </div>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor={fieldId('client')}>{t('client')} *</label>
            <input type="text" autoComplete="name" required defaultValue={state.values.client ?? ''} {...fieldProps('client')} />
            {error('client')}
          </div>
          <div className={styles.field}>
            <label htmlFor={fieldId('phone')}>{t('phone')} *</label>
            <input type="tel" autoComplete="tel" inputMode="tel" required defaultValue={state.values.phone ?? ''} {...fieldProps('phone', true)} />
            <p id={`${fieldId('phone')}-hint`} className={styles.hint}>
              {t('phoneHint')}
            </p>
            {error('phone')}
          </div>
        </div>
        <BusyButton type="submit" className={styles.submit} busy={pending}>
          {pending ? t('sending') : t('submit')}
        </BusyButton>
      </form>
    </details>
  );
}
