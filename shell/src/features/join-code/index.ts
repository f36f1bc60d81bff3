export { JoinCodeForm } from './components/join-code-form';
export { JoinCodePage } from './components/join-code-page';
export { checkTypedCode } from './utils/typed-code';
export { readResolvedPoll } from './utils/resolved-poll-state';
