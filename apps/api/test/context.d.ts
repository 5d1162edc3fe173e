declare module 'vitest' {
  export interface ProvidedContext {
    /** Which database the project's tests run on; set per project in vitest.config.ts. */
    dbDriver: 'pglite' | 'postgres';
    /** PGlite: a migrated data directory dump to load. PostgreSQL: a migrated template database. */
    databaseTemplate: string;
    /** The same, with the demo data seeded (catalogue and demo subscribers). */
    seededDatabaseTemplate: string;
  }
}

export {};
