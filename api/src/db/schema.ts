// Every table of the database, in one module for Drizzle (its schema option) and drizzle-kit (drizzle.config.ts).
// Each area keeps its tables in a file of its own, which imports the tables it refers to from those files, never
// from this one.
export * from './account-schema';
export * from './jobs-schema';
export * from './profile-schema';
export * from './file-schema';
export * from './alerts-schema';
export * from './applications-schema';
export * from './mail-schema';
export * from './push-schema';
