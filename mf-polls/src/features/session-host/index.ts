export { CreateSessionPage } from './components/create-session-page';
export { SessionControlPage, type SessionControlPageProps } from './components/session-control-page';
export { SessionList } from './components/session-list';
