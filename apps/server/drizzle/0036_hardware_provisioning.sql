-- Provisioning that phones fetch (issue 14 item 4). Each hardware file gets a provisioning credential,
-- kept only as its SHA-256: existing rows, and rows inserted without one (the seed), get the hash of a
-- random value nobody holds, so nobody can fetch them until an administrator rotates the credential.
-- A MAC is one phone: unique across the organisation's ships, not per domain. organization_code is kept
-- by a trigger from the row's domain, so no writer can forget it.
ALTER TABLE "hardware_files" DROP CONSTRAINT "hardware_files_domain_mac";--> statement-breakpoint
ALTER TABLE "hardware_files" ADD COLUMN "organization_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hardware_files" ADD COLUMN "provision_token_hash" text DEFAULT encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex') NOT NULL;--> statement-breakpoint
ALTER TABLE "hardware_files" ADD COLUMN "credential_created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "hardware_files" ADD COLUMN "provisioned_at" timestamp with time zone;--> statement-breakpoint
CREATE FUNCTION hardware_files_organization() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.organization_code := coalesce((SELECT organization_code FROM environments WHERE domain = NEW.domain), '');
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "hardware_files_organization" BEFORE INSERT OR UPDATE OF "domain", "organization_code" ON "hardware_files"
  FOR EACH ROW EXECUTE FUNCTION hardware_files_organization();--> statement-breakpoint
UPDATE "hardware_files" h SET "organization_code" = e."organization_code" FROM "environments" e WHERE e."domain" = h."domain";--> statement-breakpoint
-- Two ships of one organisation with a file for the same MAC: stop with the MACs named rather than pick
-- one to delete (nothing saved is lost); delete or correct one of each pair, then start again.
DO $$
DECLARE
  clashes text;
BEGIN
  SELECT string_agg(mac || ' (' || domains || ')', ', ') INTO clashes FROM (
    SELECT mac, string_agg(domain, ' and ' ORDER BY domain) AS domains FROM hardware_files
    GROUP BY organization_code, mac HAVING count(*) > 1
  ) d;
  IF clashes IS NOT NULL THEN
    RAISE EXCEPTION 'hardware_files: a MAC may be provisioned once per organisation; these are on several ships: %', clashes;
  END IF;
END;
$$;--> statement-breakpoint
ALTER TABLE "hardware_files" ADD CONSTRAINT "hardware_files_organization_mac" UNIQUE("organization_code","mac");--> statement-breakpoint
ALTER TABLE "hardware_files" ADD CONSTRAINT "hardware_files_provision_token_hash" UNIQUE("provision_token_hash");
