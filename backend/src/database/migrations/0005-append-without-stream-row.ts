/**
 * Appends compare-and-set on the events' own unique (stream_id, stream_version) instead of updating a
 * `streams` row: one index insert instead of a row update per append, so concurrent writers on
 * different streams cost little more than plain INSERTs. A stream's version is its highest event.
 */
export default /* sql */ `
CREATE OR REPLACE FUNCTION sl_append_events(
  p_stream text, p_mode text, p_expected bigint,
  p_ids uuid[], p_types text[], p_schema_versions int[], p_data jsonb[], p_metadata jsonb[]
) RETURNS TABLE (status text, stream_version bigint, transaction_id text, global_position bigint)
LANGUAGE plpgsql AS $$
DECLARE
  n int := cardinality(p_ids);
  current_version bigint;
BEGIN
  SELECT coalesce(max(e.stream_version), 0) INTO current_version FROM events e WHERE e.stream_id = p_stream;
  IF (p_mode = 'no-stream' AND current_version <> 0) OR (p_mode = 'exact' AND current_version <> p_expected) THEN
    RETURN QUERY SELECT 'conflict'::text, current_version, NULL::text, NULL::bigint;
    RETURN;
  END IF;
  IF n = 0 THEN
    RETURN QUERY SELECT 'ok'::text, current_version, '0'::text, 0::bigint;
    RETURN;
  END IF;
  -- A concurrent writer that took one of these versions first makes this insert fail with a
  -- unique violation; the store turns that into ExpectedVersionConflict (no savepoint needed here).
  RETURN QUERY
  WITH inserted AS (
    INSERT INTO events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
    SELECT p_stream, current_version + x.ord, x.id, x.t, x.sv, x.d, x.m
    FROM unnest(p_ids, p_types, p_schema_versions, p_data, p_metadata) WITH ORDINALITY AS x(id, t, sv, d, m, ord)
    ORDER BY x.ord
    RETURNING events.transaction_id, events.global_position
  )
  SELECT 'ok'::text, current_version + n, max(i.transaction_id)::text, max(i.global_position) FROM inserted i;
END;
$$;

DROP TABLE streams;
`;
