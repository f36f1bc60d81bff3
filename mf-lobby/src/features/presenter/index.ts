export { PresenterView, type PresenterViewProps } from './components/presenter-view';
export type { PresenterLobby } from './utils/presenter-lobby';
