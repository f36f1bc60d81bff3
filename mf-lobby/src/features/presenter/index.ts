export { PresenterView, type PresenterViewProps } from './components/presenter-view';
