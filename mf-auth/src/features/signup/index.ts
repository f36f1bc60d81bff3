export { SignUpPage } from './components/signup-page';
