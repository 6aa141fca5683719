export * from './access';
export * from './screens';
