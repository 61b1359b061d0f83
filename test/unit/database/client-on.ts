/** A database client on a scripted transport, for the unit tests. */
import {
  createDatabaseClient,
  type DatabaseClient,
  type DatabaseClientOptions,
} from "../../../src/database/index.ts";
import type { FakeFetch } from "../../support/fake-fetch.ts";

export const TENANT = "8ef5b4c1b4a54ac6a2ba4b9c6fe4a0f3";
export const INSTANCE = "44b277eb-39be-4921-be31-3d61b43651d7";
export const TOKEN = "gAAAAAB-unit-database-token-1a2b";

/** A client with retries off, on `fetch`. */
export function clientOn(fetch: FakeFetch, extra: Partial<DatabaseClientOptions> = {}): DatabaseClient {
  return createDatabaseClient({
    baseUrl: "https://database.test",
    auth: TOKEN,
    tenantId: TENANT,
    fetch,
    retry: { maxAttempts: 1 },
    ...extra,
  });
}

/** A DB instance in `status`. */
export const instance = (status: string, id = INSTANCE) => ({ instance: { id, name: "orders", status } });
