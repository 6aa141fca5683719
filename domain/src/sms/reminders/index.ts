export * from './due';
export * from './reminder-of';
export * from './text';
