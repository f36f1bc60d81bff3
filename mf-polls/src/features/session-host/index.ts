export { CreateSessionPage } from './components/create-session-page';
export { SessionControlPage } from './components/session-control-page';
export { SessionList } from './components/session-list';
