export { VotePanel, type VotePanelProps } from './components/vote-panel';
