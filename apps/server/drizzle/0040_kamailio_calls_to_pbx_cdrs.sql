-- A call that Kamailio's acc records (acc_cdrs: one row per ended call between extensions) becomes a PBX
-- call record of its domain, so the dashboard's PBX CDR count and calls per day include live calls
-- (issue 14 item 3). Only for a domain Portside knows; and a failure here must never cost Kamailio its
-- record, so it is reported as a warning and the acc_cdrs row is kept.
CREATE OR REPLACE FUNCTION portside_acc_cdr_to_pbx_cdr() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  BEGIN
    INSERT INTO pbx_cdrs (domain, caller_id_number, destination_number, direction, start_stamp, duration, hangup_cause)
    SELECT NEW.dst_domain, NEW.src_user, NEW.dst_user, 'local', NEW.start_time::timestamptz,
           round(NEW.duration)::integer, 'NORMAL_CLEARING'
    WHERE EXISTS (SELECT 1 FROM environments e WHERE e.domain = NEW.dst_domain);
  EXCEPTION WHEN others THEN
    RAISE WARNING 'acc_cdrs % not copied to pbx_cdrs: %', NEW.id, SQLERRM;
  END;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER acc_cdrs_to_pbx_cdrs AFTER INSERT ON acc_cdrs
FOR EACH ROW EXECUTE FUNCTION portside_acc_cdr_to_pbx_cdr();
