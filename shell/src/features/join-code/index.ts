export { JoinCodeForm } from './components/join-code-form';
export { JoinCodePage } from './components/join-code-page';
export { readResolvedPoll } from './utils/resolved-poll-state';

/** On /j/{code}, before the page renders: a well-formed code's lookup starts (true), a malformed one's does not. */
export { startEarlyLookup } from './utils/start-early-lookup';
