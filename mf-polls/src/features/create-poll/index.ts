export { CreatePollPage } from './components/create-poll-page';
