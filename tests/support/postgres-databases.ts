/** Databases on TEST_DATABASE_URL's server for the API tests: created from a seeded template, dropped after. */
import pg from "pg";

/** `url` with its database replaced by `name`. */
export function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** One statement on the server of `url`, outside any transaction (as CREATE and DROP DATABASE need). */
export async function runOnServer(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export const dropDatabase = (url: string, name: string) => runOnServer(url, `drop database if exists "${name}" with (force)`);
