export { JoinGate, type JoinGateProps } from './components/join-gate';
