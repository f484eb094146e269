export * from './contractors';
export * from './notifications';
export * from './organization';
export * from './platform';
export * from './records';
export * from './requests';
export * from './users';
export * from './waitingList';
