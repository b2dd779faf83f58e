import postgres from 'postgres';
import type { TestProject } from 'vitest/node';

/**
 * A fresh database per run on the local Postgres (TEST_DATABASE_ADMIN_URL, default
 * postgres://postgres@127.0.0.1:5432/test), dropped afterwards.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `reprise_test_${Date.now()}_${process.pid}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  project.provide('databaseUrl', url.toString());
  return async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}
