import path from 'node:path';
import { ESLint, RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import { noErrorTextMatch } from './rules/no-error-text-match.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const byText = [{ messageId: 'byText' }];

new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } }).run('no-error-text-match', noErrorTextMatch, {
  valid: [
    "if (toFailure(error).id === 'poll.not_found') show();",
    "if (error.code === 'PT404') retry();",
    'console.error(error.message);',
    "const shown = { message: describe(failure) };",
    "if (name.includes('x')) ok();",
    "/^\\d+$/.test(typed);",
    "const text = value.message !== '' ? value.message : fallback;",
  ],
  invalid: [
    { code: "if (error.message === 'Poll not found') gone();", errors: byText },
    { code: "if ('Poll not found' !== error.message) stay();", errors: byText },
    { code: "if (error?.message == 'x') stay();", errors: byText },
    { code: "if (error['message'] === 'x') stay();", errors: byText },
    { code: "if (error.message.includes('already voted')) done();", errors: byText },
    { code: "if (failure.message.startsWith('Failed to join poll: ')) retry();", errors: byText },
    { code: "if (e.message.toLowerCase) e.message.match(/not found/i);", errors: byText },
    { code: 'if (/failed to fetch/i.test(error.message)) offline();', errors: byText },
    { code: 'const m = NETWORK.exec(error?.message);', errors: byText },
    { code: "switch (error.message) { case 'Poll not found': break; }", errors: byText },
  ],
});

describe('no-error-text-match in the repository config', () => {
  it("refuses a product file matching an error's English", async () => {
    const root = path.resolve(import.meta.dirname, '..', '..', '..');
    const file = path.join(import.meta.dirname, '..', 'fixtures', 'mf-fixture', 'src', 'features', 'count', 'utils', 'error-text-match.ts');
    const [result] = await new ESLint({ cwd: root, ignore: false }).lintFiles([file]);
    expect((result?.messages ?? []).map((m) => m.ruleId)).toEqual(['runoff/no-error-text-match', 'runoff/no-error-text-match']);
  });
});
