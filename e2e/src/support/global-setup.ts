import type { TestProject } from 'vitest/node';
import { buildApps, portsWithOffset, type AppPorts } from '@runoff/harness/apps';
import type { RunningStack } from '@runoff/supabase/stack';
import { E2E_APPS_PORT_OFFSET, TEST_STACK_PORTS } from '@runoff/supabase/test-ports';
import { startThrowawayStack } from '@runoff/supabase/throwaway-stack';
import { findChromium } from '@runoff/harness/find-chromium';
import { allWorkerPorts } from './worker-ports';

/** Ports of the e2e run, apart from `pnpm start` (3000–3004, 54321) and the integration tests (test-ports.ts). */
function port(name: string, fallback: number): number {
  const raw = process.env[name];
  return raw ? Number(raw) : fallback;
}

let stack: RunningStack | undefined;

/**
 * Once per run: builds the apps whose dist is older than their sources and starts a fresh local stack.
 * Each test file serves the builds itself (support/apps.ts) so that it can stop and swap a remote.
 */
export async function setup(project: TestProject): Promise<void> {
  const offset = port('RUNOFF_E2E_PORT_OFFSET', E2E_APPS_PORT_OFFSET);
  const ports = portsWithOffset(offset);
  const log = (line: string) => console.log(`[e2e] ${line}`);
  // Before building anything: without a browser the run cannot succeed, and the error says how to get one.
  log(`Chromium: ${findChromium()}`);
  await buildApps({ onlyStale: true, log });

  const apiPort = port('RUNOFF_API_PORT', TEST_STACK_PORTS.e2e);
  stack = await startThrowawayStack('e2e-db', {
    apiPort,
    dbPort: port('RUNOFF_DB_PORT', apiPort + 1),
    postgrestPort: port('RUNOFF_POSTGREST_PORT', apiPort + 2),
    apiUrl: `http://localhost:${apiPort}`,
    mailPort: port('RUNOFF_MAIL_PORT', apiPort + 3),
    // Password-reset links lead back to the shell under test (each worker's: any localhost port is allowed).
    siteUrl: `http://localhost:${ports.shell}`,
    // CORS answers only the apps under test, every worker's (each remote's own origin too, for its standalone page).
    corsOrigins: allWorkerPorts(offset).flatMap((set) => Object.values(set).map((p) => `http://localhost:${p}`)),
  });
  log(`local stack ready in ${stack.startupMs} ms at ${stack.url}`);
  project.provide('e2e', { ports, portOffset: offset, supabaseUrl: stack.url, mailUrl: stack.mailUrl!, anonKey: stack.config.anonKey, serviceRoleKey: stack.config.serviceRoleKey, databaseUrl: stack.databaseUrl });
}

export async function teardown(): Promise<void> {
  await stack?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: {
      /** Worker 1's app ports; support/apps.ts gives each worker its own (worker-ports.ts). */
      ports: AppPorts;
      portOffset: number;
      supabaseUrl: string;
      mailUrl: string;
      anonKey: string;
      serviceRoleKey: string;
      /** Superuser URL of the test database: for tests that set up a room faster than a browser could. */
      databaseUrl: string;
    };
  }
}
