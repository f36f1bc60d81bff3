export { VoterListPage } from './components/voter-list-page';
