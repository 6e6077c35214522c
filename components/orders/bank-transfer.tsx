import { Fragment } from 'react';
import { getTranslations } from 'next-intl/server';
import type { BankDetails } from '@/contract/checkout';
import { groupedIban } from '@/lib/format/iban';
import type { AppLocale } from '@/contract/shops';
import { EpcQrCode } from './epc-qr-code';
import styles from './orders.module.css';
import { Unbroken } from './unbroken';

type Props = {
  bank: BankDetails;
  money: (amount: number) => string;
  locale: AppLocale;
  /** The EPC QR code's rows (EUR transfers); null when there is none (another currency, or the backend did not answer). */
  qrModules: readonly string[] | null;
};

/**
 * Bank details of a prepayment order (the transfer uses the order number as reference) and, for transfers in euros,
 * the EPC payment QR code; for other currencies (RON) a sentence saying why there is no QR code. The same panel on
 * the order-placed page and on the order detail of an unpaid prepayment order (account and guest page); the IBAN in
 * groups of four; amount and reference never broken across lines, the IBAN only between its groups (it is on one
 * line on a 390 px phone; a narrower screen breaks it where a bank's print would, never inside a group).
 */
export async function BankTransfer({ bank, money, locale, qrModules }: Props) {
  const t = await getTranslations({ locale, namespace: 'Orders.placed' });
  const amount = money(bank.amount);
  return (
    <section className={styles.panel} id="bank-transfer" aria-labelledby="bank-transfer-heading" data-testid="bank-transfer">
      <h2 id="bank-transfer-heading">{t('bankHeading')}</h2>
      <div className={styles.transfer}>
        <dl className={styles.bank}>
          <dt>{t('beneficiary')}</dt>
          <dd>{bank.beneficiary}</dd>
          <dt>{t('iban')}</dt>
          <dd>
            <span className={styles.iban} data-testid="bank-iban">
              {groupedIban(bank.iban)
                .split(' ')
                .map((group, index) => (
                  <Fragment key={index}>
                    {index > 0 ? ' ' : null}
                    <Unbroken>{group}</Unbroken>
                  </Fragment>
                ))}
            </span>
          </dd>
          <dt>{t('bic')}</dt>
          <dd>{bank.bic}</dd>
          <dt>{t('bank')}</dt>
          <dd>{bank.bank}</dd>
          <dt>{t('amount')}</dt>
          <dd>
            <Unbroken>{amount}</Unbroken>
          </dd>
          <dt>{t('reference')}</dt>
          <dd>
            <Unbroken testId="bank-reference">{bank.reference}</Unbroken>
          </dd>
        </dl>
        {qrModules ? (
          <figure className={styles.qr}>
            <EpcQrCode modules={qrModules} label={t('qrLabel', { amount, beneficiary: bank.beneficiary, reference: bank.reference })} />
            <figcaption>{t('qrHint')}</figcaption>
          </figure>
        ) : null}
      </div>
      {bank.currency !== 'EUR' ? <p className={styles.note}>{t('qrOnlyEuro')}</p> : null}
    </section>
  );
}
