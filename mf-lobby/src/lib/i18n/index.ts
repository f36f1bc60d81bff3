export { useText, load, type LobbyText, type MessageId } from './text';
export { useServerText, serverMessageId } from './server-text';
export { useFailureText, failure, type Failure, type FailureId } from './failure';
