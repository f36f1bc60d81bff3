export { CountAnimationModal } from './components/count-animation-modal';
export { CountAnimationDialog, CountedAnimation } from './components/count-animation-dialog';
