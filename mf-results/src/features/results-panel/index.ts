export { ResultsPanel } from './components/results-panel';
export { ResultsView } from './components/results-view';
