export * from './auth';
export * from './enum-schemas';
export * from './enums';
export * from './errors';
export * from './messages';
export * from './users';
