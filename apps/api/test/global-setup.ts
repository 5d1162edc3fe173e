import type { TestProject } from 'vitest/node';
import { createTemplate } from './database';

/**
 * Migrates once per test run: booting and migrating a database takes seconds, copying a migrated one
 * a fraction of that, so every test app starts from a fresh copy of this template.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const driver = project.getProvidedContext().dbDriver;
  const [template, seeded] = await Promise.all([createTemplate(driver), createTemplate(driver, { seeded: true })]);
  project.provide('databaseTemplate', template.name);
  project.provide('seededDatabaseTemplate', seeded.name);
  return async () => {
    await Promise.all([template.drop(), seeded.drop()]);
  };
}
