export { BallotPublication } from './components/ballot-publication';
