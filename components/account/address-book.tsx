'use client';

import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { callAccountRoute, refusalOf } from '@/lib/account/account-client';
import { addressFailureKey, type AddressAction, type AddressFailureKey } from '@/lib/account/address-book-failures';
import type { AddressBookEntry } from '@/lib/account/address-book-mapping';
import { emptyAddressBookInput, type AddressBookErrors, type AddressBookInput, type AddressBookRules } from '@/lib/account/address-book-rules';
import { SHOPPER_QUERY_KEY } from './use-shopper';
import type { AddressCounty } from '@/lib/address/counties';
import { AddressForm, type AddressFormCountry } from './address-form';
import { addressLines, fullName } from '@/lib/address/address-lines';
import { AddressBlock } from '@/components/address/address-block';
import styles from './account-forms.module.css';
import { inOwnTask } from '@/lib/scheduling/message-task';
import { importInTurn } from '@/lib/scheduling/import-in-turn';
import { BusyButton } from '@/components/forms/busy-button';

/** The react-query key of the address list: every change invalidates it, so the list shown is the backend's (S7-34). */
export const ADDRESS_BOOK_QUERY_KEY = ['account', 'addresses'] as const;

class AddressListError extends Error {
  constructor(readonly key: AddressFailureKey) {
    super(key);
  }
}

async function fetchAddresses(): Promise<AddressBookEntry[]> {
  const [answer, { addressListAnswerSchema }] = await Promise.all([callAccountRoute('/api/account/addresses', 'GET'), importInTurn(() => import('@/lib/account/account-answers'))]);
  const parsed = addressListAnswerSchema.safeParse(answer.body);
  if (answer.status === 200 && parsed.success) return parsed.data.addresses;
  throw new AddressListError(addressFailureKey('fetch', answer.status, refusalOf(answer).error ?? null));
}

type Props = {
  /** The list read with the page; null when it could not be read (the browser tries again). */
  initial: AddressBookEntry[] | null;
  countries: readonly AddressFormCountry[];
  counties: readonly AddressCounty[];
  rules: AddressBookRules;
  shopCountryId: number;
};

type Editing = { kind: 'new' } | { kind: 'edit'; entry: AddressBookEntry } | null;
type Notice = { kind: 'success'; key: 'saved' | 'deleted' | 'defaultChanged' } | { kind: 'failure'; key: AddressFailureKey } | null;

function inputOfEntry({ id: _id, ...input }: AddressBookEntry): AddressBookInput {
  return input;
}

/** A saved address as the card shows it: the name first, then the company. */
function entryLines(entry: AddressBookEntry, countryTitle: string): string[] {
  return addressLines({ who: [fullName(entry), entry.company], street: [entry.street, entry.addressExtra], zipcode: entry.zipcode, city: entry.city, country: countryTitle });
}

/**
 * The address book (S1-17): the customer's addresses (the default first), add, edit, delete after a confirm question,
 * set as default. The list is a react-query of `/api/account/addresses` seeded with the page's read; each change
 * invalidates it (S7-34). Success and failure texts are announced (status and alert regions).
 */
export function AddressBook({ initial, countries, counties, rules, shopCountryId }: Props) {
  const t = useTranslations('AddressBook');
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ADDRESS_BOOK_QUERY_KEY,
    queryFn: inOwnTask(fetchAddresses),
    ...(initial ? { initialData: initial } : {}),
    staleTime: Infinity,
    retry: false,
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [serverErrors, setServerErrors] = useState<AddressBookErrors>({});

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ADDRESS_BOOK_QUERY_KEY });
    // A business address may change the VAT state, and with it the net prices (excludeVAT).
    await queryClient.invalidateQueries({ queryKey: SHOPPER_QUERY_KEY });
  };

  const fail = (action: AddressAction, status: number | null, body: unknown) => {
    setNotice({ kind: 'failure', key: addressFailureKey(action, status, refusalOf({ status, body }).error ?? null) });
  };

  const save = async (input: AddressBookInput) => {
    const action: AddressAction = editing?.kind === 'edit' ? 'update' : 'add';
    setBusy(true);
    setNotice(null);
    setServerErrors({});
    const answer =
      editing?.kind === 'edit'
        ? await callAccountRoute(`/api/account/addresses/${editing.entry.id}`, 'PUT', input)
        : await callAccountRoute('/api/account/addresses', 'POST', input);
    setBusy(false);
    if (answer.status === 200) {
      setEditing(null);
      setNotice({ kind: 'success', key: 'saved' });
      await refresh();
      return;
    }
    const refusal = refusalOf(answer);
    if (answer.status === 422 && refusal.error === 'invalid' && refusal.fields) {
      setServerErrors(refusal.fields as AddressBookErrors);
      return;
    }
    fail(action, answer.status, answer.body);
  };

  const remove = async (id: number) => {
    setBusy(true);
    setNotice(null);
    const answer = await callAccountRoute(`/api/account/addresses/${id}`, 'DELETE');
    setBusy(false);
    setConfirming(null);
    if (answer.status === 200) {
      setNotice({ kind: 'success', key: 'deleted' });
      await refresh();
    } else fail('delete', answer.status, answer.body);
  };

  const makeDefault = async (id: number) => {
    setBusy(true);
    setNotice(null);
    const answer = await callAccountRoute(`/api/account/addresses/${id}/default`, 'POST');
    setBusy(false);
    if (answer.status === 200) {
      setNotice({ kind: 'success', key: 'defaultChanged' });
      await refresh();
    } else fail('default', answer.status, answer.body);
  };

  const countryTitle = (id: number) => countries.find((country) => country.id === id)?.title ?? '';
  const listError = query.error instanceof AddressListError ? query.error.key : query.error ? 'unknownError' : null;
  const addresses = query.data ?? [];

  return (
    <div>
      <div role="status" aria-live="polite">
        {notice?.kind === 'success' ? <p className={styles.success}>{t(notice.key)}</p> : null}
      </div>
      <div role="alert">
        {notice?.kind === 'failure' ? <p className={styles.alert}>{t(`failures.${notice.key}`)}</p> : null}
        {listError ? <p className={styles.alert}>{t(`failures.${listError}`)}</p> : null}
      </div>
      {query.isPending ? <p>{t('loading')}</p> : null}
      {query.isSuccess && addresses.length === 0 ? <p>{t('empty')}</p> : null}
      <ul className={styles.list} data-testid="address-list">
        {addresses.map((entry) => {
          const name = entry.label || [entry.firstname, entry.lastname].join(' ');
          return (
            <li key={entry.id} className={styles.card} data-testid="address-card" data-address-id={entry.id}>
              {entry.isDefault ? <span className={styles.badge}>{t('defaultBadge')}</span> : null}
              {entry.label ? <strong>{entry.label}</strong> : null}
              <AddressBlock lines={entryLines(entry, countryTitle(entry.countryId))} />
              {entry.phone || entry.cellphone ? <p>{t('phoneLine', { phone: [entry.phone, entry.cellphone].filter(Boolean).join(', ') })}</p> : null}
              {confirming === entry.id ? (
                <div className={styles.actions}>
                  <p id={`confirm-${entry.id}`}>{t('confirmDelete', { name })}</p>
                  <BusyButton type="button" className="button" onClick={() => void remove(entry.id)} busy={busy} aria-describedby={`confirm-${entry.id}`}>
                    {t('confirmYes')}
                  </BusyButton>
                  <BusyButton type="button" className="button button-secondary" onClick={() => setConfirming(null)} busy={busy}>
                    {t('confirmNo')}
                  </BusyButton>
                </div>
              ) : (
                <div className={styles.actions}>
                  <BusyButton type="button" className="button button-secondary" onClick={() => { setServerErrors({}); setEditing({ kind: 'edit', entry }); }} busy={busy} aria-label={`${t('edit')}: ${name}`}>
                    {t('edit')}
                  </BusyButton>
                  <BusyButton type="button" className="button button-secondary" onClick={() => setConfirming(entry.id)} busy={busy} aria-label={`${t('delete')}: ${name}`}>
                    {t('delete')}
                  </BusyButton>
                  {entry.isDefault ? null : (
                    <BusyButton type="button" className="button button-secondary" onClick={() => void makeDefault(entry.id)} busy={busy} aria-label={`${t('setDefault')}: ${name}`}>
                      {t('setDefault')}
                    </BusyButton>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {editing ? (
        <AddressForm
          key={editing.kind === 'edit' ? editing.entry.id : 'new'}
          initial={editing.kind === 'edit' ? inputOfEntry(editing.entry) : { ...emptyAddressBookInput(shopCountryId), isDefault: addresses.length === 0 }}
          heading={editing.kind === 'edit' ? t('formEdit') : t('formNew')}
          countries={countries}
          counties={counties}
          rules={rules}
          busy={busy}
          serverErrors={serverErrors}
          onSubmit={(input) => void save(input)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <button type="button" className="button" onClick={() => { setServerErrors({}); setNotice(null); setEditing({ kind: 'new' }); }}>
          {t('add')}
        </button>
      )}
    </div>
  );
}
