import { getTranslations } from 'next-intl/server';
import type { BankDetails } from '@/lib/contract/checkout';
import type { AppLocale } from '@/lib/shop/shops';
import { EpcQrCode } from './epc-qr-code';
import styles from './orders.module.css';

type Props = {
  bank: BankDetails;
  money: (amount: number) => string;
  locale: AppLocale;
  /** The EPC QR code's rows (EUR transfers); null when there is none (another currency, or the backend did not answer). */
  qrModules: readonly string[] | null;
};

/**
 * Bank details of a prepayment order (the transfer uses the order number as reference) and, for transfers in euros,
 * the EPC payment QR code; for other currencies (RON) a sentence saying why there is no QR code.
 */
export async function BankTransfer({ bank, money, locale, qrModules }: Props) {
  const t = await getTranslations({ locale, namespace: 'Orders.placed' });
  const amount = money(bank.amount);
  return (
    <section className={styles.panel} aria-labelledby="bank-transfer-heading" data-testid="bank-transfer">
      <h2 id="bank-transfer-heading">{t('bankHeading')}</h2>
      <div className={styles.transfer}>
        <dl className={styles.bank}>
          <dt>{t('beneficiary')}</dt>
          <dd>{bank.beneficiary}</dd>
          <dt>{t('iban')}</dt>
          <dd data-testid="bank-iban">{bank.iban}</dd>
          <dt>{t('bic')}</dt>
          <dd>{bank.bic}</dd>
          <dt>{t('bank')}</dt>
          <dd>{bank.bank}</dd>
          <dt>{t('amount')}</dt>
          <dd>{amount}</dd>
          <dt>{t('reference')}</dt>
          <dd data-testid="bank-reference">{bank.reference}</dd>
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
