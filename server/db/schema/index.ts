export * from './organization';
export * from './platform';
export * from './users';
