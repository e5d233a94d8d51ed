/**
 * The PostgreSQL SQL state (such as '22021') behind an error from Prisma's driver adapter, on
 * PostgreSQL and PGlite alike: Prisma wraps it in `meta.driverAdapterError.cause.originalCode`
 * (model queries and raw ones); undefined when the error did not come from the database.
 */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 6; depth += 1) {
    const any = e as { originalCode?: unknown; meta?: { driverAdapterError?: unknown }; cause?: unknown };
    if (typeof any.originalCode === 'string') return any.originalCode;
    e = any.meta?.driverAdapterError ?? any.cause;
  }
  return undefined;
}
