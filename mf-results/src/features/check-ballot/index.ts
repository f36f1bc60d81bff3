export { CheckBallotPage } from './components/check-ballot-page';
