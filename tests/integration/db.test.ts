import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type DbHandle } from "~/lib/db.server";
import { loader as readyz } from "~/routes/readyz";
import { testDatabases } from "./databases";

describe.each(testDatabases)("database layer on $name", (database) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(() => handle.close());

  it("answers a ping", async () => {
    expect(await handle.ping()).toBe(true);
  });

  it("returns int8 as strings on both drivers", async () => {
    const { rows } = await sql<{ n: string }>`select 9007199254740993::int8 as n`.execute(handle.db);
    expect(rows[0]?.n).toBe("9007199254740993");
  });

  it("runs concurrent transactions without mixing them", async () => {
    await sql`create table if not exists tx_probe (v int)`.execute(handle.db);
    const failing = handle.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into tx_probe values (1)`.execute(trx);
        await new Promise((r) => setTimeout(r, 20));
        throw new Error("roll back");
      })
      .catch(() => "rolled back");
    const outside = sql`insert into tx_probe values (2)`.execute(handle.db);
    expect(await failing).toBe("rolled back");
    await outside;
    const { rows } = await sql<{ v: number }>`select v from tx_probe order by v`.execute(handle.db);
    // on PGlite the outside insert must not have joined the rolled-back transaction
    expect(rows.map((r) => r.v)).toContain(2);
    expect(rows.map((r) => r.v)).not.toContain(1);
  });

  it("/readyz answers 200 with the database", async () => {
    const response = (await readyz({
      context: { dbHandle: handle } as never,
      request: new Request("http://x/readyz"),
      params: {},
    })) as Response;
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ready" });
  });
});

describe("an unreachable database", () => {
  it("/readyz answers 503 with a reason", async () => {
    // nothing listens on port 9 of the loopback address
    const handle = await createDb({ databaseUrl: "postgres://nobody@127.0.0.1:9/none" });
    try {
      const response = (await readyz({
        context: { dbHandle: handle } as never,
        request: new Request("http://x/readyz"),
        params: {},
      })) as Response;
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "unavailable", reason: "database did not answer" });
    } finally {
      await handle.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("a PostgreSQL connection ended by the server", () => {
  it("inside an open transaction is reported, not thrown, and the next query works", async () => {
    const errors: Error[] = [];
    const handle = await createDb({
      databaseUrl: process.env.TEST_DATABASE_URL!,
      poolMax: 2,
      onPoolError: (error) => errors.push(error),
    });
    const admin = await createDb({ databaseUrl: process.env.TEST_DATABASE_URL! });
    try {
      // a transaction holds its connection between two queries while the server ends it
      const attempt = handle.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(admin.db);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await sql`select 1`.execute(trx);
      });
      await expect(attempt).rejects.toThrow();
      expect(errors.length).toBeGreaterThan(0);
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      expect(rows[0]!.one).toBe(1);
    } finally {
      await handle.close();
      await admin.close();
    }
  });
});
