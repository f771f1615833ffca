import type { organizations } from '../../db/schema';
import type { GraphQLContext } from '../../graphql/context';
import { loadImageSources } from '../../images/image-sources';
import { countOpenJobs } from '../../jobs/job-status';
import { sanitizeRichText } from '../../richtext/sanitize-rich-text';
import { filesById } from '../../storage/files-by-id';
import { fileUrl } from '../../storage/file-url';
import { loadTerms } from '../../taxonomy/terms-by-id';
import type { Image, OrganizationProfile, TermRef } from '../generated/resolvers-types';
import { termPathAlias } from '../../taxonomy/term-path-alias';

// The organization's public shape, shared by the public page (getOrganizationProfile) and the editor's
// preview (organizationProfilePreview), so the preview shows exactly what visitors will see.

export async function termRefs(
  ctx: GraphQLContext,
  tids: number[],
): Promise<Map<number, TermRef & { weight: number }>> {
  const rows = await loadTerms(ctx.db, tids);
  return new Map(
    rows.map((r) => [
      r.tid,
      { tid: r.tid, label: r.label, weight: r.weight, pathAlias: termPathAlias(r.aliases, ctx.locale) },
    ]),
  );
}

export const refsOf = (map: Map<number, TermRef & { weight: number }>, tids: number[]): TermRef[] =>
  tids
    .flatMap((tid) => (map.has(tid) ? [map.get(tid)!] : []))
    .sort((a, b) => a.weight - b.weight)
    .map(({ tid, label, pathAlias }) => ({ tid, label, pathAlias }));

export async function imagesOf(ctx: GraphQLContext, ids: Array<string | undefined>): Promise<Map<string, Image>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  // One query: the files with their docs/product.md §9 re-encoded sizes for srcset, where they went through the
  // pipeline.
  const found = await loadImageSources(ctx.db, wanted);
  return new Map(
    [...found].map(([id, s]) => [
      id,
      {
        url: fileUrl(id),
        alt: s.alt,
        title: s.title,
        width: s.width,
        height: s.height,
        sources: s.sources,
        sizes: s.sizes,
      },
    ]),
  );
}

/**
 * The public organization page (docs/product.md §3 sections) of a row. Built field by field from the public sections
 * only: the personal_info group and company_info's invoicing use never leave the server.
 */
export async function buildOrganizationProfile(
  ctx: GraphQLContext,
  org: typeof organizations.$inferSelect,
): Promise<OrganizationProfile> {
  const openJobs = await countOpenJobs(ctx.db, org.id);
  const tids = [...org.about.industry, ...org.about.occupation, ...org.about.fieldsOfStudy, ...org.benefits];
  const attachmentOf = await filesById(ctx.db, org.attachments);
  const [terms, images] = await Promise.all([
    termRefs(ctx, tids),
    imagesOf(ctx, [
      org.info.logoFileId,
      org.info.coverFileId,
      ...org.gallery.map((g) => g.fileId),
      ...org.contactPeople.map((c) => c.photoFileId),
      ...org.videos.map((v) => v.coverFileId),
    ]),
  ]);
  const image = (id: string | undefined, alt: string): Image | null => {
    const found = id ? images.get(id) : undefined;
    return found ? { ...found, alt: found.alt ?? alt } : null;
  };
  return {
    id: org.id,
    slug: org.slug,
    name: org.name,
    alternativeName: org.alternativeName,
    url: `/organization/${org.slug}`,
    logo: image(org.info.logoFileId, org.name),
    cover: image(org.info.coverFileId, ''),
    location: org.info.organizationLocation ?? null,
    address: org.companyInfo?.address ? { ...org.companyInfo.address } : null,
    lat: org.lat,
    lon: org.lon,
    website: org.info.website ?? null,
    profiles: { ...org.info.profiles },
    presentation: org.about.presentation ? sanitizeRichText(org.about.presentation, org.presentationFormat) : null,
    industries: refsOf(terms, org.about.industry),
    size: org.about.size ?? org.companyInfo?.size ?? null,
    occupations: refsOf(terms, org.about.occupation),
    fieldsOfStudy: refsOf(terms, org.about.fieldsOfStudy),
    benefits: refsOf(terms, org.benefits),
    contactPeople: org.contactPeople.map((c) => ({
      salutation: c.salutation ?? null,
      firstName: c.firstName ?? null,
      lastName: c.lastName ?? null,
      photo: image(c.photoFileId, [c.firstName, c.lastName].filter(Boolean).join(' ')),
      email: c.email ?? null,
      position: c.position ?? null,
      phone: c.phone ?? null,
      linkedinProfile: c.linkedinProfile ?? null,
      contactInfo: c.contactInfo ?? null,
    })),
    gallery: org.gallery.flatMap((g) => {
      const found = image(g.fileId, g.alt ?? '');
      return found ? [{ ...found, alt: g.alt ?? found.alt, title: g.title ?? found.title }] : [];
    }),
    videos: org.videos.map((v) => ({
      cover: image(v.coverFileId, v.coverTitle ?? ''),
      coverTitle: v.coverTitle ?? null,
      source: v.source,
    })),
    furtherLocations: org.furtherLocations.map((l) => ({ name: l.name, address: { ...l.address } })),
    faq: org.faq.map((f) => ({ question: f.question, answer: sanitizeRichText(f.answer, 'filtered_html') })),
    attachments: org.attachments.flatMap((id) => {
      const f = attachmentOf.get(id);
      return f
        ? [
            {
              id: f.id,
              name: f.originalName,
              mimeType: f.mimeType,
              size: f.sizeBytes,
              sha256: f.sha256,
              url: fileUrl(f.id),
            },
          ]
        : [];
    }),
    openJobs,
    featured: org.featured,
  };
}
