/**
 * The application_name of the read-model (MikroORM) connections. They keep projections and answer
 * queries but never append events, which the events table enforces (migration 0006).
 */
export const READ_MODEL_APPLICATION_NAME = 'studyloop-read-models';

/**
 * Readers of $all see events only below the oldest transaction still open when their snapshot was
 * taken: an open one may yet commit events with a smaller id. Transactions that cannot append events
 * do not count: read-model connections (a projection batch would otherwise hold back the next batch's
 * events) and autovacuum workers (an ANALYZE holds an id for as long as it runs: half a second on a
 * big events table). A transaction that finished after the snapshot was taken still counts, whoever
 * ran it, so the bound only ever errs on the side of waiting.
 */
export const READ_HORIZON_SQL = `coalesce(
  (SELECT min(open.xid) FROM pg_snapshot_xip(pg_current_snapshot()) AS open(xid)
    WHERE NOT EXISTS (
      SELECT 1 FROM pg_stat_get_activity(NULL) AS a
       WHERE a.backend_xid = open.xid::xid
         AND (a.backend_type = 'autovacuum worker' OR a.application_name = '${READ_MODEL_APPLICATION_NAME}'))),
  pg_snapshot_xmax(pg_current_snapshot()))`;
