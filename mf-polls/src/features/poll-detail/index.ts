export { PollDetailPage } from './components/poll-detail-page';
