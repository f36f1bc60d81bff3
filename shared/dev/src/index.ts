/**
 * The remotes' standalone dev pages (each remote's src/app and bootstrap.tsx), never an exposed module:
 * the page frame with the session, a sign-in form (the real one is mf_auth's), and the start-up.
 * The design tokens those pages use are @runoff/ui/tokens.css.
 */
export { DevApp } from './dev-app';
export { DevLayout, type DevLink } from './dev-layout';
export { RequireAccount } from './require-account';
export { startStandalone } from './start-standalone';
