import { localeConfigSchema } from '@/contract/locale-config';
import { chatBadgeHref } from './chat-badge';

const ON = { whatsapp_badge_display: true, whatsapp_number: '+40 721 234 567' };

describe('chat badge', () => {
  test('S1-36 only the Romanian shop shows it, and only when switched on by config', () => {
    expect(chatBadgeHref(ON, 'ro')).toBe('https://wa.me/40721234567');
    expect(chatBadgeHref(ON, 'at')).toBeNull();
    expect(chatBadgeHref(ON, 'de')).toBeNull();
    expect(chatBadgeHref({ ...ON, whatsapp_badge_display: false }, 'ro')).toBeNull();
  });

  test('S7-51 it loads only when a key (the WhatsApp number) is configured', () => {
    expect(chatBadgeHref({ ...ON, whatsapp_number: null }, 'ro')).toBeNull();
    expect(chatBadgeHref({ ...ON, whatsapp_number: undefined }, 'ro')).toBeNull();
    expect(chatBadgeHref({ ...ON, whatsapp_number: '   ' }, 'ro')).toBeNull();
  });

  test('numbers as people write them become the click-to-chat digits; malformed numbers show no badge', () => {
    expect(chatBadgeHref({ ...ON, whatsapp_number: '0040-721-234-567' }, 'ro')).toBe('https://wa.me/40721234567');
    expect(chatBadgeHref({ ...ON, whatsapp_number: '(+40) 721.234.567' }, 'ro')).toBe('https://wa.me/40721234567');
    for (const bad of ['0721 234 567', '+40 721', '40721234567x', 'javascript:alert(1)', '+40 721 234 567 890 123 4', '4072123456/../x']) {
      expect(chatBadgeHref({ ...ON, whatsapp_number: bad }, 'ro')).toBeNull();
    }
  });

  test('the locale config reads the switch as a flag and the number as optional', () => {
    const fields = localeConfigSchema.pick({ whatsapp_badge_display: true, whatsapp_number: true });
    expect(fields.parse({ whatsapp_badge_display: 1, whatsapp_number: '+40 721 234 567' })).toEqual(ON);
    expect(fields.parse({ whatsapp_badge_display: '0' })).toEqual({ whatsapp_badge_display: false });
    expect(fields.parse({ whatsapp_badge_display: 1, whatsapp_number: null })).toEqual({ whatsapp_badge_display: true, whatsapp_number: null });
  });
});
