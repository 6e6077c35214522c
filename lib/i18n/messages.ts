import type en from '@/messages/en.json';

export type Messages = typeof en;

/** German for the Austrian and German shops, Romanian for the Romanian shop; en.json is the key source. */
export async function loadMessages(language: 'de' | 'ro'): Promise<Messages> {
  if (language === 'ro') return (await import('@/messages/ro.json')).default;
  return (await import('@/messages/de.json')).default;
}
