import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Every test file starts from the migrated database (schema, catalogue seed, demo data) and nothing an
// earlier file wrote. The files of a runner share its workerd and so its D1 (isolate: false), and migrating
// takes seconds: the first file migrates and keeps a copy of each table beside it, each later file puts
// every table back from its copy, a few statements per table.

const COPY = "pristine__";
const TABLES = `${COPY}tables`;

type Table = { name: string; columns: string };

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const copyOf = (table: string) => quoted(COPY + table);

/** The tables the migrations made, with the columns a row is written to (not the generated ones). */
async function migratedTables(): Promise<Table[]> {
  const { results } = await env.DB.prepare(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\' and name not like '\\_cf\\_%' escape '\\' and name != 'd1_migrations'",
  ).all<{ name: string }>();
  return Promise.all(
    results.map(async ({ name }) => {
      const columns = await env.DB.prepare("select name from pragma_table_xinfo(?) where hidden = 0").bind(name).all<{ name: string }>();
      return { name, columns: columns.results.map((column) => quoted(column.name)).join(", ") };
    }),
  );
}

async function keepCopies() {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  const tables = await migratedTables();
  await env.DB.batch([
    ...tables.map(({ name, columns }) => env.DB.prepare(`create table ${copyOf(name)} as select ${columns} from ${quoted(name)}`)),
    env.DB.prepare(`create table ${copyOf("sqlite_sequence")} as select * from sqlite_sequence`),
    env.DB.prepare(`create table ${quoted(TABLES)} as select ? as tables`).bind(JSON.stringify(tables)),
  ]);
}

async function restoreCopies() {
  const kept = await env.DB.prepare(`select tables from ${quoted(TABLES)}`).first<{ tables: string }>();
  const tables = JSON.parse(kept!.tables) as Table[];
  // The catalogue version goes on from where the last file left it: pages and snapshots this isolate still
  // holds from an earlier file belong to versions the restored catalogue never has.
  const last = await env.DB.prepare("select version from catalogue_state where id = 1").first<{ version: number }>();
  // A trigger refusing deletes (an issued invoice is never deleted) is lifted for the restore alone, in its transaction.
  const { results: guards } = await env.DB.prepare("select name, sql from sqlite_master where type = 'trigger' and sql like '%before delete%'").all<{
    name: string;
    sql: string;
  }>();
  await env.DB.batch([
    env.DB.prepare("pragma defer_foreign_keys = on"),
    ...guards.map(({ name }) => env.DB.prepare(`drop trigger ${quoted(name)}`)),
    // All rows go first, then all come back: a cascade set off by one table's delete must not reach rows already restored.
    ...tables.map(({ name }) => env.DB.prepare(`delete from ${quoted(name)}`)),
    env.DB.prepare("delete from sqlite_sequence"),
    ...tables.map(({ name, columns }) => env.DB.prepare(`insert into ${quoted(name)} (${columns}) select ${columns} from ${copyOf(name)}`)),
    env.DB.prepare(`insert into sqlite_sequence select * from ${copyOf("sqlite_sequence")}`),
    env.DB.prepare("update catalogue_state set version = max(version, ?) + 1 where id = 1").bind(last?.version ?? 0),
    ...guards.map(({ sql }) => env.DB.prepare(sql)),
  ]);
}

const copied = await env.DB.prepare("select 1 from sqlite_master where name = ?").bind(TABLES).first();
await (copied ? restoreCopies() : keepCopies());
// The app as its first request loads it (the server build imports every route): loaded here, so that a runner's
// first file does not spend its first hook's or test's time limit on it.
await import("virtual:react-router/server-build");
// The PDFs' modules, which the app loads lazily: the queue's consumer may run, for an event a test left on the shared
// queue, after that test's file has ended, and a module first loaded then fails (EnvironmentTeardownError).
await Promise.all([import("~/server/invoices/pdf.server"), import("~/server/complaints/decision-pdf.server")]);
