export { useText, load, type LobbyText } from './text';
export { useNotice, notice, type Notice } from './failure';
