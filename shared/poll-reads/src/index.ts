/**
 * A poll and its join code read from the server and checked (@runoff/domain's parsers), for every app
 * that shows them: mf-polls' detail page, mf-lobby's join page, lobby and presenter view.
 */
export { getPoll } from './get-poll';
export { useJoinCode } from './join-code';
