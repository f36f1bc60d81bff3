import { describe, expect, it } from 'vitest';
import { DEDICATED_PORTS_OFFSET, E2E_APPS_PORT_OFFSET, EPHEMERAL_PORTS_FROM, RULES_STACK_OFFSET, TEST_STACK_PORTS } from './test-ports.js';

describe('test stack ports', () => {
  const blocks = [TEST_STACK_PORTS.integration, TEST_STACK_PORTS.integrationRules, TEST_STACK_PORTS.e2e, TEST_STACK_PORTS.e2eHosted, ...Object.values(TEST_STACK_PORTS.bench)];

  it('lie below the ephemeral ranges, where no outgoing connection takes them', () => {
    // The integration tests' extra stacks reach API + 1000 + 230.
    for (const port of [...blocks, TEST_STACK_PORTS.integrationRules + DEDICATED_PORTS_OFFSET + 300]) expect(port).toBeLessThan(EPHEMERAL_PORTS_FROM);
  });

  it('never share a port: each block is four ports, the integration extras a thousand above', () => {
    const taken = new Set<number>();
    const extras = [TEST_STACK_PORTS.integration, TEST_STACK_PORTS.integrationRules].flatMap((api) => Array.from({ length: 300 }, (_, i) => api + DEDICATED_PORTS_OFFSET + i));
    for (const port of [...blocks.flatMap((api) => [api, api + 1, api + 2, api + 3]), ...extras]) {
      expect(taken.has(port), `port ${port}`).toBe(false);
      taken.add(port);
    }
  });

  it('keep the rules stack clear of the first stack and its extras when RUNOFF_API_PORT moves both', () => {
    const api = 21000;
    const first = [api, api + 1, api + 2, api + 3, ...Array.from({ length: 300 }, (_, i) => api + DEDICATED_PORTS_OFFSET + i)];
    const rules = api + RULES_STACK_OFFSET;
    for (const port of [rules, rules + 1, rules + 2, rules + 3, ...Array.from({ length: 300 }, (_, i) => rules + DEDICATED_PORTS_OFFSET + i)]) expect(first.includes(port), `port ${port}`).toBe(false);
  });

  it('keep the end-to-end apps (3000–3004 + offset, up to 8 workers 10 apart) clear of every stack block', () => {
    const stackPorts = new Set(blocks.flatMap((api) => [api, api + 1, api + 2, api + 3]));
    for (let worker = 0; worker < 8; worker += 1) {
      for (let app = 0; app < 5; app += 1) expect(stackPorts.has(3000 + E2E_APPS_PORT_OFFSET + worker * 10 + app)).toBe(false);
    }
  });
});
