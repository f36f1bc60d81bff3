export { SessionRoomPage, type BallotChannel, type RenderBallot, type SessionRoomPageProps } from './components/session-room-page';
export type { RoomQuestion } from './utils/parse-room-session';
