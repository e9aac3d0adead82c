import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Orm = NodePgDatabase<Schema>;
/** A transaction handle scoped to one project; every query through it is filtered by RLS. */
export type Tx = Parameters<Parameters<Orm['transaction']>[0]>[0];

/** The role the application runs as; row-level security applies to it (see migrate.ts). */
export const APP_ROLE = 'kanghu_app';

// int8 counts come back as strings by default; our counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/**
 * The data layer's one choke point for tenancy. Application code reaches tenant tables only
 * through `tenant(projectId, fn)`, which runs `fn` in a transaction with `app.project_id` set;
 * PostgreSQL row-level security then hides and refuses every row of other projects. The pool's
 * connections run as the non-owner role kanghu_app, so RLS cannot be bypassed by a forgotten
 * WHERE clause. Global reads (the projects table) go through `global`.
 */
export class Database {
  readonly pool: pg.Pool;
  readonly orm: Orm;

  constructor(url: string, options: { max?: number } = {}) {
    // Every connection starts as the RLS role (a startup parameter, so no extra round trip).
    this.pool = new pg.Pool({
      connectionString: url,
      max: options.max ?? 10,
      options: `-c role=${APP_ROLE}`,
    });
    // An idle client that loses its connection must not crash the process.
    this.pool.on('error', () => undefined);
    this.orm = drizzle(this.pool, { schema });
  }

  /** Runs `fn` in a transaction scoped to `projectId`. */
  tenant<T>(projectId: number, fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.orm.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.project_id', ${String(projectId)}, true)`);
      return fn(tx);
    });
  }

  /** Access to tables without project_id (projects). */
  get global(): Orm {
    return this.orm;
  }

  async ping(): Promise<boolean> {
    try {
      await this.pool.query('select 1');
      return true;
    } catch {
      return false;
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
