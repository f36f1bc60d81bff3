export { PresenterView } from './components/presenter-view';
