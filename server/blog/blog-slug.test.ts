import { describe, expect, it } from 'vitest';
import { blogSlugOf, freeSlug, SLUG_MAX, SLUG_PATTERN } from './blog-slug';

describe('blogSlugOf: a post’s slug from its title', () => {
  it.each([
    ['Bewerbung im Frühling', 'bewerbung-im-fruehling'],
    ['Straßenbau & Tiefbau: 5 Berufe', 'strassenbau-und-tiefbau-5-berufe'],
    ['  Café – Ausbildung?  ', 'cafe-ausbildung'],
    // Reserved paths of the blog and titles without letters get a prefix.
    ['Redaktion', 'beitrag-redaktion'],
    ['!!!', 'beitrag'],
  ])('%j → %s', (title, slug) => {
    expect(blogSlugOf(title)).toBe(slug);
    expect(slug).toMatch(SLUG_PATTERN);
  });

  it('stays within the longest slug, without a trailing hyphen', () => {
    const slug = blogSlugOf('Sehr '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug).toMatch(SLUG_PATTERN);
  });
});

describe('freeSlug', () => {
  it.each([
    [[], 'sommer'],
    [['sommer'], 'sommer-2'],
    [['sommer', 'sommer-2', 'sommer-3'], 'sommer-4'],
  ])('%j taken → %s', (taken, slug) => {
    expect(freeSlug('sommer', new Set(taken))).toBe(slug);
  });

  it('keeps a numbered slug within the longest', () => {
    const base = 'a'.repeat(SLUG_MAX);
    expect(freeSlug(base, new Set([base]))).toBe(`${'a'.repeat(SLUG_MAX - 2)}-2`);
  });
});
