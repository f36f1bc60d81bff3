export { JoinCodeForm } from './components/join-code-form';
export { JoinCodePage } from './components/join-code-page';
