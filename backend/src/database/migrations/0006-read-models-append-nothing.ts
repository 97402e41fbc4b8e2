/**
 * Readers of $all ignore open transactions of the read-model connections (application_name
 * 'studyloop-read-models', see read-horizon.ts), which is only safe if those never write events.
 */
export default /* sql */ `
CREATE FUNCTION sl_refuse_read_model_appends() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('application_name') = 'studyloop-read-models' THEN
    RAISE EXCEPTION 'read-model connections must not append events (they do not hold back readers of $all)';
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER events_not_from_read_models BEFORE INSERT ON events
  FOR EACH STATEMENT EXECUTE FUNCTION sl_refuse_read_model_appends();
`;
