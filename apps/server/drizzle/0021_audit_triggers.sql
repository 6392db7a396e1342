-- The audit log's writer (issue 10 item 5, DESIGN §3). Every row written to a table people change through
-- the console or the API leaves one audit_log row in the same transaction, written here so that no
-- service can forget it. Who acts comes from the transaction-local setting portside.audit, a JSON object
-- that platform/request-tx.ts sets at the start of each write request (actor_kind, actor_id, actor_name,
-- actor_role, domain, ip, detail). Without it (seed, bench, start-up, jobs) nothing is recorded: the
-- trigger's WHEN skips the row before any PL/pgSQL runs, so 100,000 seeded rows cost no audit work.
--
-- fields are column names only, never values (so never a secret): for a create the columns given a
-- value, for an update the columns whose value changed (an update that changes nothing leaves no row),
-- for a delete none. Generated columns (search_text, room_gateway, room_port) are never listed: nobody
-- writes them. The arguments of each trigger name the row's key columns; a key of several columns is
-- written as their values joined by '/'. The environment is the row's own domain column when it has one
-- (a service may act on a domain named in the body), else the request's.
CREATE FUNCTION portside_audit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  context text := current_setting('portside.audit', true);
  actor jsonb;
  old_row jsonb;
  new_row jsonb;
  key_row jsonb;
  changed jsonb;
  key text;
BEGIN
  IF context IS NULL OR context = '' THEN
    RETURN NULL;
  END IF;
  actor := context::jsonb;
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
  key_row := coalesce(new_row, old_row);

  IF TG_OP = 'DELETE' THEN
    changed := '[]'::jsonb;
  ELSE
    SELECT coalesce(jsonb_agg(a.attname::text ORDER BY a.attnum), '[]'::jsonb) INTO changed
    FROM pg_attribute a
    WHERE a.attrelid = TG_RELID AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      AND CASE WHEN TG_OP = 'INSERT' THEN new_row -> a.attname::text <> 'null'::jsonb
               ELSE (new_row -> a.attname::text) IS DISTINCT FROM (old_row -> a.attname::text) END;
    IF TG_OP = 'UPDATE' AND changed = '[]'::jsonb THEN
      RETURN NULL;
    END IF;
  END IF;

  SELECT string_agg(coalesce(key_row ->> k.name, ''), '/' ORDER BY k.n) INTO key
  FROM unnest(TG_ARGV) WITH ORDINALITY AS k(name, n);

  INSERT INTO audit_log (domain, actor_kind, actor_id, actor_name, actor_role, action, entity, entity_id,
                         fields, ip, detail)
  VALUES (
    coalesce(key_row ->> 'domain', actor ->> 'domain'),
    coalesce(actor ->> 'actor_kind', 'anonymous'),
    coalesce(actor ->> 'actor_id', ''),
    coalesce(actor ->> 'actor_name', ''),
    coalesce(actor ->> 'actor_role', ''),
    CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END,
    TG_TABLE_NAME,
    coalesce(key, ''),
    changed,
    coalesce(actor ->> 'ip', ''),
    coalesce(actor ->> 'detail', '')
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_audit" AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH ROW
  WHEN (coalesce(current_setting('portside.audit', true), '') <> '')
  EXECUTE FUNCTION portside_audit('user_uuid');
--> statement-breakpoint
CREATE TRIGGER "user_environment_grants_audit" AFTER INSERT OR UPDATE OR DELETE ON "user_environment_grants" FOR EACH ROW
  WHEN (coalesce(current_setting('portside.audit', true), '') <> '')
  EXECUTE FUNCTION portside_audit('user_uuid', 'environment_code');
--> statement-breakpoint
CREATE TRIGGER "user_extensions_audit" AFTER INSERT OR UPDATE OR DELETE ON "user_extensions" FOR EACH ROW
  WHEN (coalesce(current_setting('portside.audit', true), '') <> '')
  EXECUTE FUNCTION portside_audit('user_uuid', 'extension_uuid');
--> statement-breakpoint
CREATE TRIGGER "extensions_audit" AFTER INSERT OR UPDATE OR DELETE ON "extensions" FOR EACH ROW
  WHEN (coalesce(current_setting('portside.audit', true), '') <> '')
  EXECUTE FUNCTION portside_audit('extension_uuid');
--> statement-breakpoint
CREATE TRIGGER "app_access_audit" AFTER INSERT OR UPDATE OR DELETE ON "app_access" FOR EACH ROW
  WHEN (coalesce(current_setting('portside.audit', true), '') <> '')
  EXECUTE FUNCTION portside_audit('id');
--> statement-breakpoint
CREATE TRIGGER "ring_groups_audit" AFTER INSERT OR UPDATE OR DELETE ON "ring_groups" FOR EACH ROW
  WHEN (coalesce(current_setting('portside.audit', true), '') <> '')
  EXECUTE FUNCTION portside_audit('ring_group_uuid');
--> statement-breakpoint
CREATE TRIGGER "ring_group_destinations_audit" AFTER INSERT OR UPDATE OR DELETE ON "ring_group_destinations" FOR EACH ROW
  WHEN (coalesce(current_setting('portside.audit', true), '') <> '')
  EXECUTE FUNCTION portside_audit('ring_group_destination_uuid');
--> statement-breakpoint
CREATE TRIGGER "voicemail_boxes_audit" AFTER INSERT OR UPDATE OR DELETE ON "voicemail_boxes" FOR EACH ROW
  WHEN (coalesce(current_setting('portside.audit', true), '') <> '')
  EXECUTE FUNCTION portside_audit('voicemail_uuid');
--> statement-breakpoint
CREATE TRIGGER "voicemail_messages_audit" AFTER INSERT OR UPDATE OR DELETE ON "voicemail_messages" FOR EACH ROW
  WHEN (coalesce(current_setting('portside.audit', true), '') <> '')
  EXECUTE FUNCTION portside_audit('voicemail_message_uuid');
--> statement-breakpoint
CREATE TRIGGER "dialplans_audit" AFTER INSERT OR UPDATE OR DELETE ON "dialplans" FOR EACH ROW
  WHEN (coalesce(current_setting('portside.audit', true), '') <> '')
  EXECUTE FUNCTION portside_audit('dialplan_uuid');
--> statement-breakpoint
CREATE TRIGGER "hardware_files_audit" AFTER INSERT OR UPDATE OR DELETE ON "hardware_files" FOR EACH ROW
  WHEN (coalesce(current_setting('portside.audit', true), '') <> '')
  EXECUTE FUNCTION portside_audit('id');
--> statement-breakpoint
CREATE TRIGGER "contacts_audit" AFTER INSERT OR UPDATE OR DELETE ON "contacts" FOR EACH ROW
  WHEN (coalesce(current_setting('portside.audit', true), '') <> '')
  EXECUTE FUNCTION portside_audit('contact_uuid');
--> statement-breakpoint
CREATE TRIGGER "contact_phones_audit" AFTER INSERT OR UPDATE OR DELETE ON "contact_phones" FOR EACH ROW
  WHEN (coalesce(current_setting('portside.audit', true), '') <> '')
  EXECUTE FUNCTION portside_audit('contact_phone_uuid');
--> statement-breakpoint
CREATE TRIGGER "cc_tariffs_audit" AFTER INSERT OR UPDATE OR DELETE ON "cc_tariffs" FOR EACH ROW
  WHEN (coalesce(current_setting('portside.audit', true), '') <> '')
  EXECUTE FUNCTION portside_audit('id');
--> statement-breakpoint
CREATE TRIGGER "cc_card_types_audit" AFTER INSERT OR UPDATE OR DELETE ON "cc_card_types" FOR EACH ROW
  WHEN (coalesce(current_setting('portside.audit', true), '') <> '')
  EXECUTE FUNCTION portside_audit('id');
--> statement-breakpoint
CREATE TRIGGER "cc_cards_audit" AFTER INSERT OR UPDATE OR DELETE ON "cc_cards" FOR EACH ROW
  WHEN (coalesce(current_setting('portside.audit', true), '') <> '')
  EXECUTE FUNCTION portside_audit('id');
--> statement-breakpoint
CREATE TRIGGER "cc_tariff_rates_audit" AFTER INSERT OR UPDATE OR DELETE ON "cc_tariff_rates" FOR EACH ROW
  WHEN (coalesce(current_setting('portside.audit', true), '') <> '')
  EXECUTE FUNCTION portside_audit('id');
--> statement-breakpoint
CREATE TRIGGER "report_schedules_audit" AFTER INSERT OR UPDATE OR DELETE ON "report_schedules" FOR EACH ROW
  WHEN (coalesce(current_setting('portside.audit', true), '') <> '')
  EXECUTE FUNCTION portside_audit('id');
