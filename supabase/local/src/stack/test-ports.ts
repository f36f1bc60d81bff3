/**
 * Where the stacks that tests and benchmarks start listen by default: each a block of API port, PostgreSQL
 * +1, PostgREST +2, mail catcher +3 (portsFrom), and the integration tests' own extra stacks and gateways at
 * API +1000 and up. Every block lies below the ephemeral ranges (Linux 32768–60999, macOS 49152–65535): a
 * suite opens thousands of client connections, each from a random local port in that range, and one of them
 * holding a port we want makes listen() fail ("Port 54530 (PostgREST) is already in use").
 */
export const TEST_STACK_PORTS = {
  /** The integration tests of the local stack itself, local/test (RUNOFF_API_PORT moves it). */
  integration: 15421,
  /**
   * The integration tests of the schema and its rules, tests/, on a stack of their own so that the two
   * halves run side by side (RUNOFF_API_PORT + RULES_STACK_OFFSET when RUNOFF_API_PORT is given).
   */
  integrationRules: 15821,
  /** The end-to-end tests' stack (RUNOFF_API_PORT moves it). */
  e2e: 17521,
  /** The hosted-profile journey's own stack, beside the e2e stack (e2e API + 10, or RUNOFF_API_PORT + 10). */
  e2eHosted: 17531,
  /** Benchmarks (RUNOFF_BENCH_PORT moves each). */
  bench: {
    stackStartup: 18621,
    resultsAtScale: 18641,
    lobbyFanout: 18661,
    resultsInBrowser: 18671,
    lectureHall: 18681,
    appStage: 18741,
    lobbyMessages: 18751,
    votesOverHttp: 18761,
    signInTiming: 18771,
    electionsAtScale: 18781,
  },
} as const;

/**
 * The apps the end-to-end tests serve: the default app ports (3000–3004) plus RUNOFF_E2E_PORT_OFFSET, and
 * each further Vitest worker 10 above the previous (e2e/src/support/worker-ports.ts).
 */
export const E2E_APPS_PORT_OFFSET = 100;

/** The lowest port of the ephemeral ranges above. */
export const EPHEMERAL_PORTS_FROM = 32768;

/** Where the rules stack lies from a given RUNOFF_API_PORT: clear of the first stack's extras (+1000 … +1300). */
export const RULES_STACK_OFFSET = 400;

/** Offset of the integration tests' extra stacks and gateways from their stack's API port. */
export const DEDICATED_PORTS_OFFSET = 1000;
