'use client';

import { useActionState, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { INFO_ROUTES } from '@/lib/content/static-pages';
import { CONTACT_SUBJECTS, HONEYPOT_FIELD, type ContactField, type ContactFieldErrors } from '@/contract/contact-fields';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_MESSAGE_MIN_LENGTH, CONTACT_NAME_MIN_LENGTH } from '@/contract/constants';
import type { ContactFormState } from '../_actions/submit-contact';
import { FormOutcome, useFocusFirstInvalid } from '@/components/content/form-outcome';
import styles from '@/components/content/enquiry-form.module.css';
import { BusyButton } from '@/components/forms/busy-button';

type Action = (state: ContactFormState, data: FormData) => Promise<ContactFormState>;

const INITIAL: ContactFormState = { status: 'idle', errors: {}, values: {} };

/**
 * The contact form. It posts to a server action, so it also works before (or without) JavaScript; the browser's
 * own validation is off (noValidate) so every shopper sees the same messages next to the fields.
 */
export function ContactForm({ action, privacyHref }: { action: Action; privacyHref: string }) {
  const t = useTranslations('Contact');
  const [state, formAction, pending] = useActionState(action, INITIAL, INFO_ROUTES.contact);
  const formRef = useRef<HTMLFormElement>(null);

  useFocusFirstInvalid(formRef, state);

  const errorText = (field: ContactField, errors: ContactFieldErrors) => {
    const key = errors[field];
    return key ? t(`errors.${key}`, { min: field === 'name' ? CONTACT_NAME_MIN_LENGTH : CONTACT_MESSAGE_MIN_LENGTH, max: CONTACT_MESSAGE_MAX_LENGTH }) : null;
  };
  const fieldProps = (field: ContactField, hint?: string) => {
    const invalid = state.errors[field] !== undefined;
    const describedBy = [invalid ? `contact-${field}-error` : null, hint ? `contact-${field}-hint` : null].filter(Boolean).join(' ');
    return { id: `contact-${field}`, name: field, 'aria-invalid': invalid, ...(describedBy ? { 'aria-describedby': describedBy } : {}) };
  };
  const error = (field: ContactField) => {
    const text = errorText(field, state.errors);
    return text ? (
      <p id={`contact-${field}-error`} className={styles.error}>
        {text}
      </p>
    ) : null;
  };
  const value = (field: ContactField) => state.values[field] ?? '';

  return (
    <section className={styles.section} aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading">{t('formHeading')}</h2>
      <FormOutcome status={state.status} sent={t('sent')} invalid={t('invalid')} failed={t('failed')} />
      <form ref={formRef} action={formAction} noValidate className={styles.form} key={state.status === 'sent' ? 'sent' : 'open'}>
        <p className={styles.required}>{t('required')}</p>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor="contact-name">{t('name')} *</label>
            <input type="text" autoComplete="name" required defaultValue={value('name')} {...fieldProps('name')} />
            {error('name')}
          </div>
          <div className={styles.field}>
            <label htmlFor="contact-email">{t('email')} *</label>
            <input type="email" autoComplete="email" required defaultValue={value('email')} {...fieldProps('email')} />
            {error('email')}
          </div>
        </div>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor="contact-phone">{t('phone')}</label>
            <input type="tel" autoComplete="tel" inputMode="tel" defaultValue={value('phone')} {...fieldProps('phone', 'hint')} />
            <p id="contact-phone-hint" className={styles.hint}>
              {t('phoneHint')}
            </p>
            {error('phone')}
          </div>
          <div className={styles.field}>
            <label htmlFor="contact-order_number">{t('orderNumber')}</label>
            <input type="text" autoComplete="off" defaultValue={value('order_number')} {...fieldProps('order_number')} />
            {error('order_number')}
          </div>
        </div>
        <div className={styles.field}>
          <label htmlFor="contact-subject">{t('subject')} *</label>
          <select required defaultValue={value('subject')} {...fieldProps('subject')}>
            <option value="">{t('subjectChoose')}</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {t(`subjects.${subject}`)}
              </option>
            ))}
          </select>
          {error('subject')}
        </div>
        <div className={styles.field}>
          <label htmlFor="contact-message">{t('message')} *</label>
          <textarea rows={7} required defaultValue={value('message')} {...fieldProps('message', 'hint')} />
          <p id="contact-message-hint" className={styles.hint}>
            {t('messageHint', { min: CONTACT_MESSAGE_MIN_LENGTH })}
          </p>
          {error('message')}
        </div>
        <div className={styles.honeypot}>
          <label htmlFor="contact-website">{t('honeypot')}</label>
          <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <div className={styles.checkbox}>
          <input type="checkbox" required {...fieldProps('privacy_consent')} />
          <label htmlFor="contact-privacy_consent">
            {t.rich('privacy', { link: (chunks) => <a href={privacyHref}>{chunks}</a> })} *
          </label>
          {error('privacy_consent')}
        </div>
        <BusyButton type="submit" className={styles.submit} busy={pending}>
          {pending ? t('sending') : t('submit')}
        </BusyButton>
      </form>
    </section>
  );
}
