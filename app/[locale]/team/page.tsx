import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { InfoPage } from '@/components/content/info-page';
import { RichText } from '@/components/content/rich-text';
import styles from '@/components/content/cards.module.css';
import { teamMemberOf } from '@/lib/content/postscriptum';
import { getFolderBySlug } from '@/lib/content/server';
import { INFO_ROUTES, PAGE_FOLDER_SLUGS, sameRouteEverywhere } from '@/lib/content/static-pages';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { shopOfLocale } from '@/lib/shop/route-shop';

type Params = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const shop = shopOfLocale((await params).locale);
  const team = await getFolderBySlug(shop, PAGE_FOLDER_SLUGS.team);
  if (!team) return {};
  const description = team.contents.map((member) => `${member.title} (${member.chapo})`).join(', ').slice(0, 160);
  return pageMetadata({ shop, title: team.folder.title, description, path: INFO_ROUTES.team, urls: sameRouteEverywhere(INFO_ROUTES.team) });
}

const initials = (name: string) => name.split(/\s+/).map((part) => part.charAt(0)).join('').slice(0, 2).toUpperCase();

/** /team: the members of the team folder with role, short text and e-mail. */
export default async function TeamRoute({ params }: Params) {
  const shop = shopOfLocale((await params).locale);
  const team = await getFolderBySlug(shop, PAGE_FOLDER_SLUGS.team);
  if (!team) notFound();
  return (
    <InfoPage shop={shop} title={team.folder.title} path={INFO_ROUTES.team}>
      <ul className={styles.grid}>
        {team.contents.map((member) => {
          const details = teamMemberOf(member);
          return (
            <li key={member.id}>
              <article className={styles.card}>
                <div className={styles.avatar} aria-hidden="true">
                  {initials(member.title)}
                </div>
                <h2>{member.title}</h2>
                <p className={styles.role}>{details?.role ?? member.chapo}</p>
                <RichText html={member.description} />
                {details?.email ? (
                  <p>
                    <a href={`mailto:${details.email}`}>{details.email}</a>
                  </p>
                ) : null}
              </article>
            </li>
          );
        })}
      </ul>
    </InfoPage>
  );
}
