// pg-boss 10 is CommonJS with `export =` typings; this file is the one place that knows.
import PgBossModule from 'pg-boss';

export const PgBoss = PgBossModule;
