import type { Thing, WithContext } from 'schema-dts';
import { serializeJsonLd } from '@/lib/seo/store-json-ld';

/** One schema.org object as `<script type="application/ld+json">`, escaped so back-office text cannot end the tag. */
export function JsonLdScript<T extends Thing>({ data }: { data: WithContext<T> | null }) {
  if (!data) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
