export { PollListPage } from './components/poll-list-page';
