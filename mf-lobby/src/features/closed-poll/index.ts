export { ClosedPoll, type ClosedPollProps } from './components/closed-poll';
