import type { Metadata } from 'next';
import { ContactForm } from './_components/contact-form';
import { PageMessages } from '@/components/providers/page-messages';
import { PAGE_CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { SlugContentPage, slugContentMetadata } from '@/components/content/slug-content-page';
import { INFO_ROUTES, PAGE_CONTENT_SLUGS } from '@/lib/content/static-pages';
import { shopOfLocale } from '@/lib/shop/route-shop';
import { submitContact } from './_actions/submit-contact';

type Params = { params: Promise<{ locale: string }> };

/** The data-protection page has this translated slug in every shop. */
const PRIVACY_HREF = '/data-protection';

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return slugContentMetadata(shopOfLocale((await params).locale), PAGE_CONTENT_SLUGS.contact, INFO_ROUTES.contact);
}

/** /contact: the contact details of the 'contact' content and the contact form. */
export default async function ContactRoute({ params }: Params) {
  const shop = shopOfLocale((await params).locale);
  return (
    <SlugContentPage
      shop={shop}
      slug={PAGE_CONTENT_SLUGS.contact}
      route={INFO_ROUTES.contact}
      extra={() => (
        <PageMessages namespaces={PAGE_CLIENT_NAMESPACES.contact}>
          <ContactForm action={submitContact} privacyHref={PRIVACY_HREF} />
        </PageMessages>
      )}
    />
  );
}
