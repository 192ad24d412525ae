export { cn } from './lib/cn';
export * from './button';
export * from './spinner';
export * from './dialog';
export * from './confirm-dialog';
export * from './toast';
export * from './tooltip';
