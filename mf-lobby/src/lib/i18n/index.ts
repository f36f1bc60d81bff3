export { useText, load, type LobbyText } from './text';
export { useServerText } from './server-text';
export { useFailureText, failure, type Failure } from './failure';
