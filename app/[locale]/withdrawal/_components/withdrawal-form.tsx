'use client';

import { useActionState, useEffect, useRef } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import type { WithdrawalState } from '../_actions/withdrawal-step';
import { WITHDRAWAL_NAME_MIN_LENGTH, WITHDRAWAL_PATH, type WithdrawalField, type WithdrawalValues } from '@/lib/orders/withdrawal-fields';
import styles from './withdrawal.module.css';
import { BusyButton } from '@/components/forms/busy-button';

type Action = (state: WithdrawalState, data: FormData) => Promise<WithdrawalState>;

const INITIAL: WithdrawalState = { step: 'form', status: 'idle', errors: {}, values: {} };

/** Backend dates: a day ('2026-07-01') or a moment (ISO with time). */
const toDate = (iso: string) => new Date(iso);

/**
 * The withdrawal button's steps in one form bound to a server action (so it works without JavaScript too): step one
 * (name, order number, e-mail), step two (the order and 'confirm withdrawal now'), then the receipt with date and time,
 * or a clear message when the withdrawal period is over. Each new step moves the focus to its heading.
 */
export function WithdrawalForm({ action }: { action: Action }) {
  const t = useTranslations('Withdrawal');
  const format = useFormatter();
  const [state, formAction, pending] = useActionState(action, INITIAL, WITHDRAWAL_PATH);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (state.step === 'form' && state.status === 'invalid') form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    else heading.current?.focus();
  }, [state]);

  const day = (iso: string) => format.dateTime(toDate(iso), { dateStyle: 'long' });

  if (state.step === 'done') {
    const at = toDate(state.receipt.received_at);
    return (
      <section className={styles.section} aria-labelledby="withdrawal-step" data-testid="withdrawal-receipt">
        <h2 id="withdrawal-step" ref={heading} tabIndex={-1}>
          {t('receiptHeading')}
        </h2>
        <p role="status" className={styles.success}>
          {t('receiptText', { number: state.receipt.order_number, date: format.dateTime(at, { dateStyle: 'long' }), time: format.dateTime(at, { timeStyle: 'short' }) })}
        </p>
        <p>{t('receiptSent')}</p>
      </section>
    );
  }

  if (state.step === 'period-over') {
    return (
      <section className={styles.section} aria-labelledby="withdrawal-step" data-testid="withdrawal-period-over">
        <h2 id="withdrawal-step" ref={heading} tabIndex={-1}>
          {t('heading')}
        </h2>
        <p role="alert" className={styles.alert}>
          {state.until ? t('periodOver', { number: state.orderNumber, date: day(state.until) }) : t('periodOverNoDate', { number: state.orderNumber })}
        </p>
      </section>
    );
  }

  if (state.step === 'confirm') {
    const { order, values } = state;
    return (
      <section className={styles.section} aria-labelledby="withdrawal-step" data-testid="withdrawal-confirm">
        <h2 id="withdrawal-step" ref={heading} tabIndex={-1}>
          {t('stepTwo')}
        </h2>
        {state.status === 'failed' ? (
          <p role="alert" className={styles.alert}>
            {t('failed')}
          </p>
        ) : null}
        <h3>{t('summaryHeading')}</h3>
        <dl className={styles.summary}>
          <dt>{t('orderNumber')}</dt>
          <dd>{order.order_number}</dd>
          <dt>{t('orderDate')}</dt>
          <dd>{day(order.order_date)}</dd>
          <dt>{t('name')}</dt>
          <dd>{values.name}</dd>
          <dt>{t('email')}</dt>
          <dd>{values.email}</dd>
          <dt>{t('items')}</dt>
          <dd>
            <ul className={styles.items}>
              {order.products.map((product, index) => (
                <li key={index}>{t('itemLine', { quantity: product.quantity, title: product.title })}</li>
              ))}
            </ul>
          </dd>
        </dl>
        {order.withdrawal_until ? <p>{t('until', { date: day(order.withdrawal_until) })}</p> : null}
        <form action={formAction} className={styles.form}>
          <HiddenValues values={values} />
          <p>{t('confirmText')}</p>
          <div className={styles.actions}>
            <BusyButton type="submit" name="intent" value="confirm" className="button" busy={pending}>
              {pending ? t('confirming') : t('confirm')}
            </BusyButton>
            <BusyButton type="submit" name="intent" value="edit" className="button button-secondary" busy={pending}>
              {t('back')}
            </BusyButton>
          </div>
        </form>
      </section>
    );
  }

  const errorOf = (field: WithdrawalField) => {
    const key = state.errors[field];
    return key ? t(`errors.${key}`, { min: WITHDRAWAL_NAME_MIN_LENGTH }) : null;
  };
  const fieldProps = (field: WithdrawalField, hint = false) => {
    const invalid = state.errors[field] !== undefined;
    const describedBy = [invalid ? `withdrawal-${field}-error` : null, hint ? `withdrawal-${field}-hint` : null].filter(Boolean).join(' ');
    return {
      id: `withdrawal-${field}`,
      name: field,
      required: true,
      defaultValue: state.values[field] ?? '',
      'aria-invalid': invalid,
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    };
  };
  const error = (field: WithdrawalField) => {
    const text = errorOf(field);
    return text ? (
      <p id={`withdrawal-${field}-error`} className={styles.error}>
        {text}
      </p>
    ) : null;
  };
  const problem = { invalid: t('invalid'), 'not-found': t('notFound'), failed: t('failed'), idle: null }[state.status];

  return (
    <section className={styles.section} aria-labelledby="withdrawal-step" data-testid="withdrawal-form">
      <h2 id="withdrawal-step" ref={heading} tabIndex={-1}>
        {t('stepOne')}
      </h2>
      {problem ? (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      ) : null}
      {/* A new key after each answer: React resets an action form's fields, so they start again from the values echoed back. */}
      <form ref={form} action={formAction} noValidate className={styles.form} key={JSON.stringify(state)}>
        <p className={styles.required}>{t('required')}</p>
        <div className={styles.field}>
          <label htmlFor="withdrawal-name">{t('name')} *</label>
          <input type="text" autoComplete="name" {...fieldProps('name')} />
          {error('name')}
        </div>
        <div className={styles.field}>
          <label htmlFor="withdrawal-order_number">{t('orderNumber')} *</label>
          <input type="text" autoComplete="off" {...fieldProps('order_number', true)} />
          <p id="withdrawal-order_number-hint" className={styles.hint}>
            {t('orderNumberHint')}
          </p>
          {error('order_number')}
        </div>
        <div className={styles.field}>
          <label htmlFor="withdrawal-email">{t('email')} *</label>
          <input type="email" autoComplete="email" {...fieldProps('email')} />
          {error('email')}
        </div>
        <div className={styles.actions}>
          <BusyButton type="submit" name="intent" value="check" className="button" busy={pending}>
            {pending ? t('checking') : t('check')}
          </BusyButton>
        </div>
      </form>
    </section>
  );
}

function HiddenValues({ values }: { values: WithdrawalValues }) {
  return (
    <>
      <input type="hidden" name="name" value={values.name} />
      <input type="hidden" name="order_number" value={values.order_number} />
      <input type="hidden" name="email" value={values.email} />
    </>
  );
}
