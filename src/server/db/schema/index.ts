export * from './appointments';
export * from './doctors';
export * from './notifications';
export * from './patients';
export * from './reviews';
export * from './system';
export * from './users';
