export { PresenterView } from './components/presenter-view';
export { SessionPresenterView } from './components/session-presenter-view';
