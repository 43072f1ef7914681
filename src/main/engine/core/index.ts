export * from './errors';
export * from './rng';
export * from './stable';
export * from './types';
export * from './replay';
export * from './options';
export * from './deck';
export * from './manifest';
