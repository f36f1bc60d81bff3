export { SessionRoomPage, type RenderBallot } from './components/session-room-page';
