export { AboutPage } from './components/about-page';
export { HowItWorksPage } from './components/how-it-works-page';
export { PrivacyPage } from './components/privacy-page';
export { TermsPage } from './components/terms-page';
