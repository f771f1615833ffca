import type { Address, ContactPerson, FaqEntry, FurtherLocation, organizations } from '../db/schema';
import { addDays, formatNumber, type PlannedFile, type RegionContext } from './context';
import { ARCHETYPES, type Archetype, CORE_ARCHETYPES } from './employers';
import { mailbox, type Person, person, streetAddress } from './names';
import { occupation } from './occupations';
import { domainFor, employerName, socialProfiles, uniqueSlug } from './org-names';
import { logoFile, motifAlt, stockFile } from './org-media';
import { fictionalPhone, jitter, type SeedPlace } from './places';
import type { Rng } from './prng';
import { term, tid } from './taxonomies';
import { CONTACT_HOURS, CONTACT_POSITIONS, escapeHtml, fill, GENERAL_FAQ, OWNER_POSITIONS } from './texts';
import { nearestPostalCode } from '../places/postal-codes';

type OrganizationRow = typeof organizations.$inferInsert & { id: string };

/** A place where an organization works: its main site or a further location. */
export type OrgSite = { label: string; address: Address; lat: number; lon: number };

/** A planned employer: the row to write plus what its job ads reuse. */
export type PlannedOrganization = {
  row: OrganizationRow;
  archetype: Archetype;
  /** Main site first, then further locations. */
  sites: OrgSite[];
  domain: string;
  contacts: ContactPerson[];
  logoFileId: string | null;
  employees: number;
  /** Placeholder values of the employer's texts ({name}, {year}, {employees} …), reused by its job ads. */
  values: Record<string, string | number>;
};

export type OrganizationPlan = { organizations: PlannedOrganization[]; files: PlannedFile[] };

/** Which employer kinds a region gets: the core ones first, then the others in a seeded order, repeated for scale. */
function archetypeSequence(ctx: RegionContext, count: number): Archetype[] {
  const others = ARCHETYPES.filter((a) => !(CORE_ARCHETYPES as readonly string[]).includes(a.id));
  const list: Archetype[] = CORE_ARCHETYPES.map((id) => ARCHETYPES.find((a) => a.id === id)!);
  for (let round = 0; list.length < count; round++) {
    const shuffled = ctx.rng('archetypes', round).shuffle(round === 0 ? others : ARCHETYPES);
    list.push(...shuffled.slice(0, count - list.length));
  }
  return list.slice(0, count);
}

/** Someone not yet used in this organization (full names stay unique, so private and public never coincide). */
function freshPerson(rng: Rng, used: Set<string>): Person {
  for (;;) {
    const p = person(rng);
    const key = `${p.firstName} ${p.lastName}`;
    if (!used.has(key)) {
      used.add(key);
      return p;
    }
  }
}

const SITE_WORDS: Record<Archetype['street'], string[]> = {
  industrial: ['Standort', 'Niederlassung', 'Betriebsstätte'],
  central: ['Standort', 'Filiale', 'Zweigstelle'],
  care: ['Standort', 'Haus'],
  public: ['Außenstelle', 'Standort'],
  rural: ['Betrieb', 'Standort'],
};

const genderForm = (pair: readonly [string, string], p: Person) => (p.salutation === 'ms' ? pair[0] : pair[1]);

function addressAt(rng: Rng, ctx: RegionContext, place: SeedPlace, arch: Archetype): Address {
  return {
    countryCode: 'DE',
    addressLine1: streetAddress(rng, arch.street),
    // A place the seed's own table lacks takes the postal code and state of its nearest postal code, so
    // that every job can be found by state and postal area (server/places/README.md).
    zip: place.zip ?? nearestPostalCode(place).zip,
    locality: place.label,
    administrativeArea: place.state ?? (nearestPostalCode(place).state || ctx.state),
  };
}

function presentation(
  rng: Rng,
  arch: Archetype,
  values: Record<string, string | number>,
  benefitLabels: string[],
): string {
  const sentences = arch.about.map((s) => escapeHtml(fill(s, values)));
  const split = Math.ceil(sentences.length / 2);
  const highlights = rng
    .sample(benefitLabels, 3)
    .map((b) => `<li>${escapeHtml(b)}</li>`)
    .join('');
  return `<p>${sentences.slice(0, split).join(' ')}</p><p>${sentences.slice(split).join(' ')}</p><h2>Das zeichnet uns aus</h2><ul>${highlights}</ul>`;
}

/** Plans the region's employers with complete public profiles and the private account holder data. */
export function planOrganizations(ctx: RegionContext): OrganizationPlan {
  const count = ctx.options.organizations ?? ctx.rng('organization-count').int(9, 15);
  const archetypes = archetypeSequence(ctx, count);
  const featured = new Set(ctx.rng('featured').sample([...archetypes.keys()], Math.min(4, count)));
  const slugs = new Set(ctx.options.takenSlugs ?? []);
  const domains = new Set<string>();
  const names = new Set<string>();
  const files = new Map<string, PlannedFile>();
  const result: PlannedOrganization[] = [];

  archetypes.forEach((arch, index) => {
    const rng = ctx.rng('organization', index);
    const place = ctx.pickPlace(rng, arch.size[1] >= 500);
    const [from, to] = arch.founded ?? [1950, 2015];
    const year = rng.int(from, to);
    let named = employerName(ctx, rng, arch, place, year);
    for (let attempt = 0; names.has(named.name) && attempt < 20; attempt++)
      named = employerName(ctx, rng, arch, place, year);
    if (names.has(named.name)) named = { ...named, name: `${named.name} (${place.label})` };
    names.add(named.name);
    const { name, brand } = named;
    const slug = uniqueSlug(name, slugs);
    const domain = domainFor(slug, domains);
    const id = ctx.id('organization', index);
    const employees = Math.round(
      Math.exp(Math.log(arch.size[0]) + rng.float() * (Math.log(arch.size[1]) - Math.log(arch.size[0]))),
    );

    const main = jitter(rng, place);
    const sites: OrgSite[] = [{ label: place.label, address: addressAt(rng, ctx, place, arch), ...main }];
    const otherPlaces = ctx.places.filter((p) => p.label !== place.label);
    const furtherCount = Math.min(
      otherPlaces.length,
      employees > 150 ? rng.int(1, 3) : employees > 30 ? rng.int(0, 2) : rng.chance(0.2) ? 1 : 0,
    );
    for (const other of rng.sample(otherPlaces, furtherCount))
      sites.push({ label: other.label, address: addressAt(rng, ctx, other, arch), ...jitter(rng, other) });
    const furtherLocations: FurtherLocation[] = sites.slice(1).map((s) => {
      const { addressLine2: _unused, ...address } = s.address;
      return { name: `${rng.pick(SITE_WORDS[arch.street])} ${s.label}`, address, lat: s.lat, lon: s.lon };
    });

    // Private account holder first, so no public contact can share the name; phones use separate ranges.
    const used = new Set<string>();
    const owner = freshPerson(rng, used);
    const personalInfo = {
      ...owner,
      phone: fictionalPhone(main, rng.int(100, 399)),
      position: genderForm(rng.pick(OWNER_POSITIONS), owner),
    };
    const positions = rng.sample(CONTACT_POSITIONS, rng.int(1, employees > 100 ? 3 : 2));
    const contacts: ContactPerson[] = positions.map((position) => {
      const p = freshPerson(rng, used);
      const contact: ContactPerson = {
        ...p,
        email: `${mailbox(p)}@${domain}`,
        position: genderForm(position, p),
        phone: fictionalPhone(main, rng.int(400, 999)),
        contactInfo: rng.pick(CONTACT_HOURS),
      };
      if (rng.chance(0.4))
        contact.linkedinProfile = `https://www.linkedin.com/in/${mailbox(p).replace('.', '-')}-${domain.split('.')[0]}`;
      return contact;
    });

    const benefitKeys = rng.sample(arch.benefits, rng.int(5, Math.min(9, arch.benefits.length)));
    const benefits = benefitKeys.map((key) => tid('benefit', key));
    const benefitLabels = benefitKeys.map((key) => term('benefit', key).label);
    const occupationFields = [
      ...new Set(arch.occupations.map(([occ]) => tid('occupational_field', occupation(occ).field))),
    ];
    const studies = [...new Set(arch.occupations.flatMap(([occ]) => occupation(occ).study ?? []))]
      .slice(0, 4)
      .map((key) => tid('field_of_study', key));
    const values = {
      name,
      place: place.label,
      region: ctx.region.REGION_NAME,
      year,
      employees: formatNumber(employees),
      contact: contacts[0].email ?? '',
    };

    // The last employer of each site has not uploaded a logo yet: the demo shows its monogram (initials).
    const logo = index === archetypes.length - 1 ? null : logoFile(ctx, index, slug, name, brand);
    if (logo) files.set(logo.id, logo);
    const cover = stockFile(ctx, arch.gallery[0][1], 'cover', index % 2);
    files.set(cover.id, cover);
    const gallery = arch.gallery.map(([title, motif], g) => {
      const file = stockFile(ctx, motif, 'gallery', (index + g) % 2);
      files.set(file.id, file);
      return { fileId: file.id, alt: motifAlt(motif), title: fill(title, values) };
    });
    const faqPool: FaqEntry[] = [...(arch.faq ?? []), ...rng.sample(GENERAL_FAQ, 4)].map(([q, a]) => ({
      question: fill(q, values),
      answer: fill(a, values),
    }));
    const publishedAt = addDays(ctx.ref, -rng.int(60, 1500));

    result.push({
      archetype: arch,
      sites,
      domain,
      contacts,
      logoFileId: logo?.id ?? null,
      employees,
      values,
      row: {
        id,
        regionId: ctx.region.id,
        slug,
        name,
        alternativeName: brand !== name && !name.startsWith(`${brand} `) && rng.chance(0.35) ? brand : null,
        personalInfo,
        companyInfo: { name, address: sites[0].address, size: employees },
        info: {
          ...(logo && { logoFileId: logo.id }),
          coverFileId: cover.id,
          organizationLocation: place.label,
          website: `https://www.${domain}`,
          profiles: socialProfiles(rng, domain, arch.du ?? false),
        },
        about: {
          presentation: presentation(rng, arch, values, benefitLabels),
          industry: [tid('industry', arch.industry)],
          size: employees,
          occupation: occupationFields,
          fieldsOfStudy: studies,
        },
        benefits,
        contactPeople: contacts,
        gallery,
        videos: [],
        furtherLocations,
        faq: faqPool.slice(0, rng.int(3, 5)),
        attachments: [],
        industryTids: [tid('industry', arch.industry)],
        occupationTids: occupationFields,
        fieldOfStudyTids: studies,
        lat: main.lat,
        lon: main.lon,
        featured: featured.has(index),
        published: true,
        presentationFormat: 'filtered_html',
        publishedAt,
        createdAt: publishedAt,
      },
    });
  });
  return { organizations: result, files: [...files.values()] };
}
