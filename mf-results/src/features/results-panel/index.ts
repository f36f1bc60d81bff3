export { ResultsPanel, type ResultsPanelProps } from './components/results-panel';
