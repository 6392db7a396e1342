-- Call records (issue 13 item 7: 2,000 records a second): a batch's cards locked and what it reads of
-- them, in one call from the server, so a batch costs two round trips to PostgreSQL, not three
-- (switch/card-state.ts readRecordBatch). The two steps stay two statements: under READ COMMITTED each
-- statement of a VOLATILE function takes a snapshot of its own when it starts, so the read (step 2) starts
-- after the locks are held and sees the holds and records of a transaction the lock waited for. A locking
-- SELECT that read them itself would use its snapshot from before the wait and miss them.
-- Arguments: the records' domains, PINs, callids and destinations (one element per record), and now.
-- Answers json: cards (locked, in id order, each with its tariff when active: money as text), holds (the
-- cards' live holds), reservations (the records' own), recorded (callids recorded already, as
-- "domain callid") and rates (the active special rates of every prefix of every destination under its
-- card's tariff); reservations with instants as epoch milliseconds.
CREATE OR REPLACE FUNCTION cc_batch_lock_and_read(
  batch_domains text[], batch_pins text[], batch_callids text[], batch_destinations text[], batch_now timestamptz
) RETURNS json
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  locked json;
  card_ids int[];
  card_domains text[];
  card_pins text[];
  card_tariffs int[];
  answer json;
BEGIN
  -- 1. The cards, locked in id order (batches and authorizations never wait on each other in a circle).
  SELECT coalesce(json_agg(l ORDER BY l.id), '[]'::json), array_agg(l.id), array_agg(l.domain),
      array_agg(l.pin), array_agg(l."tariffId")
    INTO locked, card_ids, card_domains, card_pins, card_tariffs
    FROM (
      SELECT c.id, c.domain, c.pin, c.name, c.type, c.currency, c.free_seconds_used AS "freeSecondsUsed",
        t.id AS "tariffId", t.default_cost::text AS "defaultCost", t.default_price::text AS "defaultPrice",
        t.default_currency AS "tariffCurrency", t.billing_increment AS "billingIncrement",
        t.minimum_duration AS "minimumDuration", t.initblock
      FROM cc_cards c
      LEFT JOIN cc_tariffs t ON t.domain = c.domain AND t.id = c.tariff AND t.status = 1
      WHERE (c.domain, c.pin) IN (SELECT * FROM unnest(batch_domains, batch_pins))
      ORDER BY c.id
      FOR UPDATE OF c
    ) l;
  -- 2. A statement of its own, so a snapshot taken after the locks are held.
  SELECT json_build_object(
    'cards', locked,
    'holds', (SELECT coalesce(json_agg(json_build_object('id', h.id, 'card', h.card, 'callid', h.callid,
          'amount', h.amount::text, 'freeSeconds', h.free_seconds,
          'expiresAt', (extract(epoch FROM h.expires_at) * 1000)::float8)), '[]'::json)
        FROM cc_call_reservations h
        WHERE h.card = ANY(card_ids) AND h.released_at IS NULL AND h.expires_at > batch_now),
    'reservations', (SELECT coalesce(json_agg(json_build_object('id', h.id, 'domain', h.domain,
          'callid', h.callid, 'card', h.card, 'pin', h.pin, 'destination', h.destination, 'tariff', h.tariff,
          'currency', h.currency, 'rateSource', h.rate_source, 'rateId', h.rate_id, 'ratePrefix', h.rate_prefix,
          'rateName', h.rate_name, 'rateCost', h.rate_cost::text, 'ratePrice', h.rate_price::text,
          'billingIncrement', h.billing_increment, 'minimumDuration', h.minimum_duration,
          'maxSeconds', h.max_seconds, 'freeSeconds', h.free_seconds, 'amount', h.amount::text,
          'createdAt', (extract(epoch FROM h.created_at) * 1000)::float8,
          'expiresAt', (extract(epoch FROM h.expires_at) * 1000)::float8,
          'releasedAt', (extract(epoch FROM h.released_at) * 1000)::float8, 'cdr', h.cdr)), '[]'::json)
        FROM cc_call_reservations h
        WHERE (h.domain, h.callid) IN (SELECT * FROM unnest(batch_domains, batch_callids))),
    'recorded', (SELECT coalesce(json_agg(r.domain || ' ' || r.callid), '[]'::json)
        FROM cc_cdrs r
        WHERE (r.domain, r.callid) IN (SELECT * FROM unnest(batch_domains, batch_callids))),
    'rates', (SELECT coalesce(json_agg(json_build_object('id', r.id, 'tariff', r.tariff,
          'destination', r.destination, 'cost', r.cost::text, 'price', r.price::text, 'name', r.name,
          'status', r.status)), '[]'::json)
        FROM cc_tariff_rates r
        WHERE r.status = 1 AND (r.tariff, r.destination) IN (
          SELECT c.tariff, left(k.destination, n)
            FROM unnest(batch_domains, batch_pins, batch_destinations) AS k(domain, pin, destination)
            JOIN unnest(card_domains, card_pins, card_tariffs) AS c(domain, pin, tariff)
              ON c.domain = k.domain AND c.pin = k.pin AND c.tariff IS NOT NULL,
            generate_series(1, length(k.destination)) AS n))
  ) INTO answer;
  RETURN answer;
END;
$$;
