export { LoadingOverlay, loadingOverlayVariants, type LoadingOverlayProps } from './loading-overlay';
