/**
 * Where the stacks that tests and benchmarks start listen by default: each a block of API port, PostgreSQL
 * +1, PostgREST +2, mail catcher +3 (portsFrom), and the integration tests' own extra stacks and gateways at
 * API +1000 and up. Every block lies below the ephemeral ranges (Linux 32768–60999, macOS 49152–65535): a
 * suite opens thousands of client connections, each from a random local port in that range, and one of them
 * holding a port we want makes listen() fail ("Port 54530 (PostgREST) is already in use").
 */
export const TEST_STACK_PORTS = {
  /** `pnpm --filter @runoff/supabase test` (RUNOFF_API_PORT moves it). */
  integration: 15421,
  /** The end-to-end tests' stack (RUNOFF_API_PORT moves it). */
  e2e: 17521,
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
  },
} as const;

/** The lowest port of the ephemeral ranges above. */
export const EPHEMERAL_PORTS_FROM = 32768;

/** Offset of the integration tests' extra stacks and gateways from their stack's API port. */
export const DEDICATED_PORTS_OFFSET = 1000;
