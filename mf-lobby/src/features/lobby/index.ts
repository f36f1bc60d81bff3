export { Lobby, type LobbyComponentProps } from './components/lobby';
