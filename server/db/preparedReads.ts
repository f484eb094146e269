import pg from 'pg';

/** The most read shapes one connection keeps prepared; reads of any further shape run unnamed. */
export const PREPARED_READS_PER_CONNECTION = 256;

const READ = /^\s*select\b/i;

interface QueryConfig {
  text: string;
  name?: string;
}

const isUnnamedRead = (config: unknown): config is QueryConfig =>
  typeof config === 'object' &&
  config !== null &&
  typeof (config as QueryConfig).text === 'string' &&
  !(config as QueryConfig).name &&
  READ.test((config as QueryConfig).text);

/**
 * A server connection that prepares each read it sees as a named statement, once: later reads of
 * the same text send only their parameters, and PostgreSQL plans them from its plan cache. The
 * product's reads are a bounded set of shapes (a list's filters, sort and page size), so what a
 * connection keeps is bounded too; past the cap a read simply runs unprepared. Writes, DDL and
 * maintenance statements run as they are.
 */
export class PreparingClient extends pg.Client {
  readonly #names = new Map<string, string>();

  #named(config: QueryConfig): QueryConfig {
    let name = this.#names.get(config.text);
    if (!name) {
      if (this.#names.size >= PREPARED_READS_PER_CONNECTION) return config;
      name = `read_${this.#names.size + 1}`;
      this.#names.set(config.text, name);
    }
    return { ...config, name };
  }

  // pg's `query` has a dozen overloads; every call passes through, a read under its name.
  override query(...args: unknown[]): never {
    if (isUnnamedRead(args[0])) args[0] = this.#named(args[0]);
    return (super.query as (...passed: unknown[]) => never)(...args);
  }
}
