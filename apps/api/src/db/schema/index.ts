export * from './accounts';
export * from './sandbox';
export * from './security';
