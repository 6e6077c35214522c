import type { TheliaLocale } from '@/contract/common';
import type { ShopIdentity } from '@/backend/repo/shop-identity-repo';
import { SET_PASSWORD_LINK_LIFE_MS } from '@/contract/constants';

const LINK_HOURS = SET_PASSWORD_LINK_LIFE_MS / 3_600_000;

/**
 * The e-mail to a guest whose customer record became an account (in the customer's language): a one-time link to set
 * the password (issue 42: never a password by e-mail).
 */
export function guestConversionMail(input: { locale: TheliaLocale; name: string; email: string; setPasswordUrl: string; shop: ShopIdentity }): { subject: string; body: string } {
  const { name, email, setPasswordUrl, shop } = input;
  if (input.locale === 'ro_RO') {
    return {
      subject: `Contul dumneavoastră la ${shop.storeName}`,
      body: [
        `Bună ziua, ${name},`,
        '',
        `contul dumneavoastră de client la ${shop.storeName} a fost creat. Comenzile plasate ca vizitator cu adresa ${email} se află acum în cont.`,
        '',
        `Stabiliți-vă parola prin acest link (valabil ${LINK_HOURS} de ore, o singură utilizare):`,
        setPasswordUrl,
        '',
        'Dacă nu ați solicitat contul, ignorați acest e-mail.',
        '',
        'Cu stimă,',
        `Echipa ${shop.storeName}`,
      ].join('\n'),
    };
  }
  return {
    subject: `Ihr Kundenkonto bei ${shop.storeName}`,
    body: [
      `Guten Tag ${name},`,
      '',
      `Ihr Kundenkonto bei ${shop.storeName} ist eingerichtet. Ihre Bestellungen als Gast mit der Adresse ${email} finden Sie jetzt in Ihrem Konto.`,
      '',
      `Über diesen Link legen Sie Ihr Passwort fest (${LINK_HOURS} Stunden gültig, einmal verwendbar):`,
      setPasswordUrl,
      '',
      'Haben Sie das Kundenkonto nicht angefordert, ignorieren Sie diese E-Mail.',
      '',
      'Mit freundlichen Grüßen',
      `Ihr Team von ${shop.storeName}`,
    ].join('\n'),
  };
}
