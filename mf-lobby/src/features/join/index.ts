export { JoinGate } from './components/join-gate';
