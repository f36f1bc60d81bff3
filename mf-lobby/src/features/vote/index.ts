export { VotePanel, type VotePanelProps } from './components/vote-panel';
export { YourBallot } from './components/your-ballot';
