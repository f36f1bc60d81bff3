import { codeSpans, tableStartingWith } from './markdown.js';

export const SECURITY = 'docs/security.md';
export const MATRIX_TEST = 'supabase/tests/authorization-matrix.test.ts';

/**
 * docs/security.md's authorization matrix (`| function … | A | N | …`) has a row naming each public
 * function, and the integration test that proves the matrix checks each one (`expectMatrix('name', …)`),
 * so a new function cannot reach the API unexamined.
 */
export function checkSecurityMatrix(security: string, matrixTest: string, functions: string[]): string[] {
  const table = tableStartingWith(security, SECURITY, 'function');
  if (typeof table === 'string') return [table];
  const inDoc = new Set(table.rows.flatMap((cells) => codeSpans(cells[0] ?? '')));
  const inTest = new Set([...matrixTest.matchAll(/expectMatrix\(\s*'(\w+)'/g)].map((match) => match[1]!));
  const problems: string[] = [];
  for (const name of functions) {
    if (!inDoc.has(name)) problems.push(`${SECURITY}'s authorization matrix (line ${table.line}) has no row for \`${name}\`: say what each of the six actors gets`);
    if (!inTest.has(name)) problems.push(`${MATRIX_TEST} does not check \`${name}\` for the six actors: add an expectMatrix('${name}', …) line`);
  }
  for (const name of inDoc) if (!functions.includes(name)) problems.push(`${SECURITY}'s authorization matrix names \`${name}\`, which is not a function in public: remove it`);
  return problems;
}
