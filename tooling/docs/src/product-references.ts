import type { Doc } from './mentions.js';

export const PRODUCT = 'docs/product.md';

/** The numbers of docs/product.md's headings: `## 2. Screens…` → 2, `### 2.12 Lobby` → 2.12. */
export function productSections(product: string): Set<string> {
  return new Set([...product.matchAll(/^#{2,4} (\d+(?:\.\d+)*)\.? /gm)].map((match) => match[1]!));
}

/**
 * Every citation of the product rules resolves: `product §2.12`, and the sections chained after it
 * (`product §4.5, §9`, `§4.5 and §9`), name headings of docs/product.md; inside docs/product.md a bare
 * `§2.15` does too. The old form `spec §N` points at a document outside the repository and is refused.
 */
export function checkProductReferences(file: Doc, sections: Set<string>): string[] {
  const problems: string[] = [];
  const own = file.file === PRODUCT;
  for (const [index, line] of file.text.split('\n').entries()) {
    const where = `${file.file}:${index + 1}`;
    if (/\bspec §/i.test(line)) problems.push(`${where} cites "spec §…", which is not in the repository: cite \`product §N.M\` (${PRODUCT})`);
    const citations = own
      ? [...line.matchAll(/§(\d+(?:\.\d+)*)/g)].map((match) => match[1]!)
      : [...line.matchAll(/\bproduct §(\d+(?:\.\d+)*)((?:(?:, ?| and |\/)§\d+(?:\.\d+)*)*)/gi)].flatMap((match) => [
          match[1]!,
          ...[...match[2]!.matchAll(/§(\d+(?:\.\d+)*)/g)].map((chained) => chained[1]!),
        ]);
    for (const section of citations) {
      if (!sections.has(section)) problems.push(`${where} cites product §${section}, which is not a heading of ${PRODUCT}: cite the section that holds the rule`);
    }
  }
  return problems;
}
