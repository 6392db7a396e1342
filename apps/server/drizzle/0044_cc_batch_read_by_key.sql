-- Call records (issue 13 item 7): cc_batch_lock_and_read (0043) made to find the batch's cards,
-- reservations and earlier records by index, whatever the tables looked like when it was first called.
-- With 0043, bench:rating's batch read went from 1.7 to 3.9 ms over 20 s:
--  * The lock: a batch names a handful of cards, and the planner, costing against the table's size and a
--    guess of 10 keys, hashed the keys and scanned all of cc_cards: every card and every dead version the
--    charges left until vacuum. It is now planned with sequential scans off: an index lookup per card.
--  * The reads: a function's plans are kept for the connection, and one made while cc_cdrs (or
--    cc_call_reservations) was small could scan the whole table for the batch's callids, a plan kept as
--    the table grew (7 ms a call at 40,000 records, where the index takes 0.03). Every statement is
--    now planned at each call (plan_cache_mode force_custom_plan), with the batch's own arrays and the
--    tables' current size.
-- Measured (two cores, quiet, load 1.8-2.0; 0043 and this alternated, two runs each): 1,665 and 1,670
-- records/s against 2,444 and 2,358; the read 1.3 ms a batch, flat. Otherwise as 0043.
CREATE OR REPLACE FUNCTION cc_batch_lock_and_read(
  batch_domains text[], batch_pins text[], batch_callids text[], batch_destinations text[], batch_now timestamptz
) RETURNS json
LANGUAGE plpgsql VOLATILE SET plan_cache_mode = force_custom_plan AS $$
DECLARE
  locked json;
  card_ids int[];
  card_domains text[];
  card_pins text[];
  card_tariffs int[];
  answer json;
  seqscan text := current_setting('enable_seqscan');
BEGIN
  -- The lock is planned with sequential scans off (see above); the reads as the planner likes.
  PERFORM set_config('enable_seqscan', 'off', true);
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
  PERFORM set_config('enable_seqscan', seqscan, true);
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
