export * from './atomic';
export * from './format';
export * from './store';
