export * from './allocate';
export * from './credit';
export * from './pay-request';
export * from './payment';
export * from './plan';
export * from './reconcile';
export * from './reference';
