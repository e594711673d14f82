import { contentPagePaths } from '@b2b/contracts';
import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

describe('the company pages’ paths', () => {
  const slug = 'b2bindustrial';
  const pages = [
    paths.aboutUs,
    paths.missionVision,
    paths.ourNetwork,
    paths.contactUs,
    paths.advertiseWithUs,
    paths.freeMarketing,
  ].map((page) => ({ path: page.path, href: page.href() }));
  const productPages = [paths.why, paths.workWith].map((page) => ({
    path: page.path(slug),
    href: page.href(slug),
  }));

  it('link where the route table answers', () => {
    for (const page of [...pages, ...productPages]) expect(page.href).toBe(`/${page.path}`);
    expect(productPages.map((page) => page.href)).toEqual(['/why-b2bindustrial', '/work-with-b2bindustrial']);
  });

  it('are the pages the sitemap lists', () => {
    expect(contentPagePaths(slug)).toEqual(
      expect.arrayContaining([...pages, ...productPages].map((page) => page.href)),
    );
  });
});
