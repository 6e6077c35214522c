import type { TheliaLocale } from '@/contract/common';
import { NEWSLETTER_CONFIRM_HOURS } from '@/contract/account-newsletter';
import type { Mail } from './order-mails';

const TEXTS = {
  de: {
    subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
    body: (link: string) =>
      [
        'Guten Tag,',
        '',
        'jemand – hoffentlich Sie – möchte diese E-Mail-Adresse für unseren Newsletter anmelden.',
        'Die Anmeldung wird erst wirksam, wenn Sie sie über diesen Link bestätigen:',
        '',
        link,
        '',
        `Der Link ist ${NEWSLETTER_CONFIRM_HOURS} Stunden gültig. Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail: Sie erhalten dann keinen Newsletter.`,
        'Abmelden können Sie sich jederzeit auf unserer Seite /newsletter-unsubscribe.',
      ].join('\n'),
  },
  ro: {
    subject: 'Vă rugăm să confirmați abonarea la newsletter',
    body: (link: string) =>
      [
        'Bună ziua,',
        '',
        'cineva – sperăm că dumneavoastră – dorește să aboneze această adresă de e-mail la newsletterul nostru.',
        'Abonarea devine activă numai după ce o confirmați prin acest link:',
        '',
        link,
        '',
        `Linkul este valabil ${NEWSLETTER_CONFIRM_HOURS} de ore. Dacă nu v-ați abonat, ignorați acest e-mail: nu veți primi newsletterul.`,
        'Vă puteți dezabona oricând pe pagina noastră /newsletter-unsubscribe.',
      ].join('\n'),
  },
} as const;

/** The double opt-in e-mail: the confirmation link of a newsletter subscription, in the shop's language. */
export function newsletterConfirmationMail(locale: TheliaLocale, link: string): Mail {
  const texts = locale === 'ro_RO' ? TEXTS.ro : TEXTS.de;
  return { subject: texts.subject, body: texts.body(link) };
}
