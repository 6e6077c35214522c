import type { TheliaLocale } from '@/lib/contract/common';
import type { ShopIdentity } from '@/backend/repo/shop-identity-repo';

/** The e-mail with the password of an account made from a guest's customer record (in the customer's language). */
export function guestConversionMail(input: { locale: TheliaLocale; name: string; email: string; password: string; loginUrl: string; shop: ShopIdentity }): { subject: string; body: string } {
  const { name, email, password, loginUrl, shop } = input;
  if (input.locale === 'ro_RO') {
    return {
      subject: `Contul dumneavoastră la ${shop.storeName}`,
      body: [
        `Bună ziua, ${name},`,
        '',
        `contul dumneavoastră de client la ${shop.storeName} a fost creat. Comenzile plasate ca vizitator cu adresa ${email} se află acum în cont.`,
        '',
        `E-mail: ${email}`,
        `Parolă: ${password}`,
        '',
        `Autentificați-vă la ${loginUrl} și schimbați parola în contul dumneavoastră.`,
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
      `E-Mail: ${email}`,
      `Passwort: ${password}`,
      '',
      `Melden Sie sich unter ${loginUrl} an und ändern Sie das Passwort in Ihrem Konto.`,
      '',
      'Mit freundlichen Grüßen',
      `Ihr Team von ${shop.storeName}`,
    ].join('\n'),
  };
}
