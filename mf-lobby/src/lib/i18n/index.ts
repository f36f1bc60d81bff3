export { useText, load, type LobbyText, type MessageId } from './text';
export { useNotice, notice, type Notice, type FailureId } from './failure';
