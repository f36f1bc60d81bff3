export { ClosedPoll } from './components/closed-poll';
