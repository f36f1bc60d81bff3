export { CountAnimationModal, type CountAnimationModalProps } from './components/count-animation-modal';
