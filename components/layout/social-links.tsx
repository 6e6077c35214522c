import { getTranslations } from 'next-intl/server';
import type { LocaleConfig } from '@/contract/locale-config';
import type { AppLocale } from '@/contract/shops';
import { FacebookIcon, InstagramIcon, TiktokIcon, YoutubeIcon } from './icons';
import styles from './footer.module.css';

type Network = 'facebook' | 'instagram' | 'youtube' | 'tiktok';

const ICONS = { facebook: FacebookIcon, instagram: InstagramIcon, youtube: YoutubeIcon, tiktok: TiktokIcon } as const;

/** Social links: facebook, instagram and youtube, and tiktok only when `tiktok_url` is set (S2-143, S2-144). */
export async function SocialLinks({ config, locale }: { config: LocaleConfig; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  const links: Array<{ network: Network; url: string }> = [
    { network: 'facebook' as const, url: config.facebook_url },
    { network: 'instagram' as const, url: config.instagram_url },
    { network: 'youtube' as const, url: config.youtube_url },
    { network: 'tiktok' as const, url: config.tiktok_url ?? '' },
  ].filter((link) => link.url.trim() !== '');
  if (links.length === 0) return null;

  return (
    <div>
      <h2 className={styles.heading}>{t('followUs')}</h2>
      <ul className={styles.social}>
        {links.map(({ network, url }) => {
          const Icon = ICONS[network];
          return (
            <li key={network}>
              <a
                className={styles.socialLink}
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('socialLabel', { network: t(`social.${network}`) })}
                data-network={network}
              >
                <Icon />
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
