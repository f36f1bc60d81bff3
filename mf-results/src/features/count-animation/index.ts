export { CountAnimationModal, type CountAnimationModalProps } from './components/count-animation-modal';
export { CountAnimationDialog, CountedAnimation, type CountAnimationDialogProps } from './components/count-animation-dialog';
