// The dialog moved to ui/ so the back office shares it; booking screens keep importing it from here.
export { Dialog, default } from '../../../ui/Dialog';
