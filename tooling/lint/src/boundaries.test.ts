import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of docs/architecture.md, proved on fixture files: a small app (fixtures/mf-fixture)
 * with one sample per rule, linted with the repository's eslint.config.js (`pnpm lint` itself skips them).
 */
const root = path.resolve(import.meta.dirname, '..', '..', '..');
const fixtures = path.join(import.meta.dirname, '..', 'fixtures');
const app = path.join(fixtures, 'mf-fixture', 'src');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, ignore: false });
});

async function ruleIds(file: string, folder = app): Promise<(string | null)[]> {
  const [result] = await eslint.lintFiles([path.join(folder, file)]);
  return (result?.messages ?? []).map((message) => message.ruleId);
}

describe('import boundaries', () => {
  it('refuses a feature importing another feature', async () => {
    expect(await ruleIds('features/count/utils/cross-feature.ts')).toEqual(['boundaries/dependencies']);
  });

  it("refuses a feature importing its app's expose/", async () => {
    expect(await ruleIds('features/count/utils/into-expose.ts')).toEqual(['boundaries/dependencies']);
  });

  it('refuses one app importing another by path instead of a package export', async () => {
    const ids = await ruleIds('features/count/utils/cross-app.ts');
    expect(ids).toContain('boundaries/dependencies');
    expect(ids).toContain('import-x/no-relative-packages');
  });

  it('refuses react-router imported directly instead of @runoff/platform/router', async () => {
    expect(await ruleIds('features/count/utils/direct-router.ts')).toEqual(['no-restricted-imports']);
  });

  it('refuses a value import of @runoff/contracts, which is types only and never bundled', async () => {
    expect(await ruleIds('features/count/utils/contracts-value-import.ts')).toEqual(['@typescript-eslint/no-restricted-imports']);
  });

  it("refuses app/ importing an entry file of its app (src/*.ts)", async () => {
    expect(await ruleIds('app/into-entry.ts')).toEqual(['boundaries/dependencies']);
  });

  it("lets a feature use its app's lib/, and expose/ compose the app's features", async () => {
    expect(await ruleIds('features/count/utils/allowed.ts')).toEqual([]);
    expect(await ruleIds('expose/page.ts')).toEqual([]);
  });
});

describe('no untranslated text (docs/i18n.md)', () => {
  it('refuses literal text in JSX children, text props and expressions', async () => {
    const ids = await ruleIds('features/ballot/components/literal-text.tsx');
    expect(ids).toEqual(Array(5).fill('runoff/no-untranslated-text'));
  });

  it('allows the brand and text without letters', async () => {
    expect(await ruleIds('features/ballot/components/translated-text.tsx')).toEqual([]);
  });
});

describe("the local stack's layers", () => {
  const stack = path.join(fixtures, 'supabase', 'local', 'src');

  it('refuses the HTTP layer importing a service above it', async () => {
    expect(await ruleIds('http/into-auth.ts', stack)).toEqual(['boundaries/dependencies']);
  });

  it('refuses a service importing the gateway that mounts it', async () => {
    expect(await ruleIds('auth/into-gateway.ts', stack)).toEqual(['boundaries/dependencies']);
  });

  it('lets a service use the HTTP layer, and the gateway mount the services', async () => {
    expect(await ruleIds('auth/routes.ts', stack)).toEqual([]);
    expect(await ruleIds('gateway/server.ts', stack)).toEqual([]);
  });
});

describe('packages only by name', () => {
  it('refuses a relative import into another package, on the Node side too', async () => {
    expect(await ruleIds('into-harness.ts', path.join(fixtures, 'node-bench', 'src'))).toEqual(['import-x/no-relative-packages']);
  });

  it('lets a file import its own package by a relative path', async () => {
    expect(await ruleIds('inside.ts', path.join(fixtures, 'node-harness', 'src'))).toEqual([]);
  });
});
