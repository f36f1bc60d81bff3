import { describe, expect, it } from 'vitest';
import { checkProductReferences, PRODUCT, productSections } from './product-references.js';
import { read, repositoryTree } from './workspace.js';

/** The code's and the docs' citations of the product rules against docs/product.md's headings. */
const sections = productSections(read(PRODUCT));
const files = repositoryTree()
  // This package's own sources hold sample citations on purpose.
  .files.filter((file) => /\.(ts|tsx|js|mjs|sql|md|css)$/.test(file) && !file.includes('/fixtures/') && !file.startsWith('tooling/docs/'))
  .map((file) => ({ file, text: read(file) }));

describe('citations of docs/product.md', () => {
  it('all name a heading of docs/product.md, and none cites the spec outside the repository', () => {
    expect(sections.has('2.12')).toBe(true);
    expect(files.filter((file) => /§/.test(file.text)).length).toBeGreaterThan(20);
    expect(files.flatMap((file) => checkProductReferences(file, sections))).toEqual([]);
  });

  it('fire on a sample change: a section that does not exist, a chained one, the old "spec §" form', () => {
    const sample = {
      file: 'mf-lobby/src/sample.ts',
      text: '/** The lobby (product §2.12). */\n/** Ticks (product §4.5, §42). */\n/** The QR size (spec §9). */\n/** Gone (product §2.99). */',
    };
    expect(checkProductReferences(sample, sections)).toEqual([
      'mf-lobby/src/sample.ts:2 cites product §42, which is not a heading of docs/product.md: cite the section that holds the rule',
      expect.stringMatching(/^mf-lobby\/src\/sample\.ts:3 cites "spec §…", which is not in the repository/),
      'mf-lobby/src/sample.ts:4 cites product §2.99, which is not a heading of docs/product.md: cite the section that holds the rule',
    ]);
  });
});
