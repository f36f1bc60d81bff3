// Helpers for the front-end packages' unit tests. The per-test cleanup lives with the Vitest preset
// (@runoff/build/vitest), so tests never import it.
export { authMock, signedInAs, signedOut } from './auth-mock';
export { deferred } from './deferred';
export { stubMatchMedia } from './match-media';
export { renderWithRouter } from './render-with-router';
export { pollFixture } from './fixtures/poll';
export { filmResults, tiedResults } from './fixtures/poll-results';
export { pollOptions } from './fixtures/options';
