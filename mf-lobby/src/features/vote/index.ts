export { VotePanel } from './components/vote-panel';
