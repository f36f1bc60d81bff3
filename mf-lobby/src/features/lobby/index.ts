export { Lobby } from './components/lobby';
// The presenter view follows the poll with the lobby's own hook and channel.
export { useLobby } from './hooks/use-lobby';
