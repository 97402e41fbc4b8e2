/**
 * The whole append (idempotency check, compare-and-set of the stream version, insert) in one
 * statement, so a single-stream append is one round trip and one commit, like a plain INSERT.
 * NOTIFY is sent separately by the store: a NOTIFY inside the append would serialise all commits.
 */
export default /* sql */ `
CREATE FUNCTION sl_append_events(
  p_stream text, p_mode text, p_expected bigint,
  p_ids uuid[], p_types text[], p_schema_versions int[], p_data jsonb[], p_metadata jsonb[]
) RETURNS TABLE (status text, stream_version bigint, transaction_id text, global_position bigint)
LANGUAGE plpgsql AS $$
DECLARE
  n int := cardinality(p_ids);
  new_version bigint;
BEGIN
  IF p_mode = 'any' THEN
    INSERT INTO streams AS s (stream_id, version) VALUES (p_stream, n)
      ON CONFLICT (stream_id) DO UPDATE SET version = s.version + n
      RETURNING s.version INTO new_version;
  ELSIF p_mode = 'no-stream' THEN
    INSERT INTO streams (stream_id, version) VALUES (p_stream, n)
      ON CONFLICT (stream_id) DO NOTHING
      RETURNING version INTO new_version;
  ELSE
    UPDATE streams s SET version = s.version + n
      WHERE s.stream_id = p_stream AND s.version = p_expected
      RETURNING s.version INTO new_version;
  END IF;

  IF new_version IS NULL THEN
    RETURN QUERY SELECT 'conflict'::text, coalesce((SELECT s.version FROM streams s WHERE s.stream_id = p_stream), 0::bigint), NULL::text, NULL::bigint;
    RETURN;
  END IF;

  IF n = 0 THEN
    RETURN QUERY SELECT 'ok'::text, new_version, '0'::text, 0::bigint;
    RETURN;
  END IF;

  RETURN QUERY
  WITH inserted AS (
    INSERT INTO events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
    SELECT p_stream, new_version - n + x.ord, x.id, x.t, x.sv, x.d, x.m
    FROM unnest(p_ids, p_types, p_schema_versions, p_data, p_metadata) WITH ORDINALITY AS x(id, t, sv, d, m, ord)
    ORDER BY x.ord
    RETURNING events.transaction_id, events.global_position
  )
  SELECT 'ok'::text, new_version, max(i.transaction_id)::text, max(i.global_position) FROM inserted i;
END;
$$;
`;
