/**
 * A projection batch written as one statement (see Projection.prepareBatch) moves its checkpoint in a
 * CTE of that statement; when the row was elsewhere (a rebuild, another node), this raises, and the
 * statement's writes roll back with it. SQLSTATE SLCKP is how the runner recognises it.
 */
export default /* sql */ `
CREATE FUNCTION sl_require_checkpoint_moved(moved bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF moved = 0 THEN
    RAISE EXCEPTION 'projection checkpoint moved meanwhile' USING ERRCODE = 'SLCKP';
  END IF;
END;
$$;
`;
