export * from './match';
export * from './registry';
export * from './service';
