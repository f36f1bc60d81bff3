/**
 * A poll and its join code read from the server and checked (@runoff/domain's parsers), for every app
 * that shows them: mf-polls' detail page, mf-lobby's join page, lobby and presenter view; and a session's
 * live topic, for the host's control page (mf-polls) and the room (mf-lobby).
 */
export { getPoll } from './get-poll';
export { useJoinCode } from './join-code';
export { useSessionChannel } from './session-channel';
