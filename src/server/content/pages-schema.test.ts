import { describe, expect, it } from 'vitest';
import { ContentPageSchema, META_DESCRIPTION_MAX } from './page-document';

const page = {
  title: 'Terms and Conditions',
  metaDescription: 'The terms of using the Redline Auto Parts website.',
  siteSection: 'customer-service',
  sections: [
    { anchor: 'privacyPolicy', heading: 'Privacy Policy', body: 'We protect your data.' },
    { heading: 'Stores', body: 'Find one.', embed: 'storeLocator' },
  ],
  updatedAt: '2026-01-15',
};

const issuesOf = (value: unknown) => {
  const result = ContentPageSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
};

describe('the content page schema', () => {
  it('accepts a well-formed page', () => {
    expect(issuesOf(page)).toEqual([]);
  });

  it('holds the meta description to 160 characters', () => {
    expect(issuesOf({ ...page, metaDescription: 'a'.repeat(META_DESCRIPTION_MAX) })).toEqual([]);
    expect(issuesOf({ ...page, metaDescription: 'a'.repeat(META_DESCRIPTION_MAX + 1) })).toEqual(['metaDescription']);
  });

  it('refuses duplicate anchors, anchors that are not element ids, unknown embeds and sections', () => {
    const twice = { ...page, sections: [page.sections[0], page.sections[0]] };
    expect(issuesOf(twice)).toEqual(['sections.1.anchor']);
    expect(issuesOf({ ...page, sections: [{ anchor: 'privacy policy', heading: 'x', body: 'y' }] })).toEqual(['sections.0.anchor']);
    expect(issuesOf({ ...page, sections: [{ heading: 'x', body: 'y', embed: 'video' }] })).toEqual(['sections.0.embed']);
    expect(issuesOf({ ...page, siteSection: 'home' })).toEqual(['siteSection']);
  });

  it('refuses blank text, a date that is not YYYY-MM-DD and misspelt fields', () => {
    expect(issuesOf({ ...page, title: '  ' })).toEqual(['title']);
    expect(issuesOf({ ...page, updatedAt: 'January 15, 2026' })).toEqual(['updatedAt']);
    expect(issuesOf({ ...page, metatitle: 'x' })).toEqual(['']);
  });
});
