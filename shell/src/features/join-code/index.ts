export { JoinCodeForm } from './components/join-code-form';
export { JoinCodePage } from './components/join-code-page';
export { takeResolvedPoll } from './utils/resolved-poll-handoff';

/** On /j/{code}, before the page renders: a well-formed code's lookup starts, answering the page it leads to. */
export { startEarlyLookup } from './utils/start-early-lookup';
