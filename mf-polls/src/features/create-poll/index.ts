export { CreatePollPage } from './components/create-poll-page';
export { OptionFields } from './components/option-fields';
