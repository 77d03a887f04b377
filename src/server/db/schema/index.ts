export * from './users';
export * from './content';
export * from './reviews';
