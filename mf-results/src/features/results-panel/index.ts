export { ResultsPanel, type ResultsPanelProps } from './components/results-panel';
export { ResultsView, type ResultsViewProps } from './components/results-view';
