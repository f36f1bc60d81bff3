import type { TestProject } from 'vitest/node';
import type { RunningStack } from '../../src/stack/stack.js';
import { RULES_STACK_OFFSET, TEST_STACK_PORTS } from '../../src/stack/test-ports.js';
import { startThrowawayStack } from '../../src/stack/throwaway-stack.js';

/** Ports of the test stack, apart from the developer's own stack (54321) so both can run at once (test-ports.ts). */
function port(name: string, fallback: number): number {
  const raw = process.env[name];
  return raw ? Number(raw) : fallback;
}

/**
 * The stack's ports. Each integration project has a stack of its own, so that the two run side by side (the
 * `pnpm test` stages `unit + integration: supabase` and `integration: supabase/tests`): the rules project's
 * stack lies RULES_STACK_OFFSET above a given RUNOFF_API_PORT and takes the next three ports after it.
 */
function stackPorts(project: TestProject): { apiPort: number; dbPort: number; postgrestPort: number; mailPort: number } {
  if (project.name === 'integration-rules') {
    const given = process.env.RUNOFF_API_PORT;
    const apiPort = given ? Number(given) + RULES_STACK_OFFSET : TEST_STACK_PORTS.integrationRules;
    return { apiPort, dbPort: apiPort + 1, postgrestPort: apiPort + 2, mailPort: apiPort + 3 };
  }
  const apiPort = port('RUNOFF_API_PORT', TEST_STACK_PORTS.integration);
  return { apiPort, dbPort: port('RUNOFF_DB_PORT', apiPort + 1), postgrestPort: port('RUNOFF_POSTGREST_PORT', apiPort + 2), mailPort: port('RUNOFF_MAIL_PORT', apiPort + 3) };
}

/** Starts a fresh local stack (new data folder) for one integration project and stops it after. */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { apiPort, dbPort, postgrestPort, mailPort } = stackPorts(project);
  const stack: RunningStack = await startThrowawayStack('test-db', {
    apiPort,
    mailPort,
    // Every test file signs people up from 127.0.0.1: the shared stack's auth limits are raised far
    // above config.toml's. Tests of the limits themselves run a gateway of their own with the real values.
    rateLimits: { emailSent: 1e6, anonymousUsers: 1e6, tokenRefresh: 1e6, signInSignUps: 1e6, tokenVerifications: 1e6 },
    verifyAttemptsPerEmail: 1e6,
    // Likewise the database's storage limits per address and hour (storage-limits.test.ts sets its own).
    storageLimits: { pollsPerAddress: 1e6, pollBytesPerAddress: 1e12, pollsInAll: 1e6, pollBytesInAll: 1e12, joinsPerAddress: 1e7, joinsInAll: 1e7, voterEntriesPerAddress: 1e7, voterEntriesInAll: 1e7 },
    emailMaxFrequencySeconds: 0,
    dbPort,
    postgrestPort,
    apiUrl: `http://localhost:${apiPort}`,
  });
  console.log(`[${project.name}] local stack ready in ${stack.startupMs} ms at ${stack.url}`);
  project.provide('stack', {
    url: stack.url,
    mailUrl: stack.mailUrl!,
    postgrestPort: stack.config.postgrestPort,
    databaseUrl: stack.databaseUrl,
    postgresUrl: stack.postgresUrl,
    anonKey: stack.config.anonKey,
    serviceRoleKey: stack.config.serviceRoleKey,
    jwtSecret: stack.config.jwtSecret,
  });
  // Returned rather than a module-level teardown: both projects' setups may run in one process.
  return () => stack.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: { url: string; mailUrl: string; postgrestPort: number; databaseUrl: string; postgresUrl: string; anonKey: string; serviceRoleKey: string; jwtSecret: string };
  }
}
