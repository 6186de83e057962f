export * from './feedback-dialog';
