import { serializeJsonLd, type JsonLd } from '@/domain/seo/jsonld'

/** Structured data in a `<script type="application/ld+json">`, with `<` escaped. */
export function JsonLdScript({ data }: { data: JsonLd | JsonLd[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
