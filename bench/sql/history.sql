-- Three years of back-office history, laid in by SQL on a migrated database (bench/backoffice.ts runs it, one
-- statement at a time, on PGlite and PostgreSQL): 200 huts, 30,000 guests, 100,000 bookings from 900 days ago to
-- 200 days ahead, a charge for every booking that paid, refunds for the refunded ones and an audit row for most.
-- Deterministic (no random()): the same history on both databases and in every run. Statements end with ';' at
-- the end of a line.
INSERT INTO huts (title, title_ar, size, max_persons_num, max_kids_num, bedrooms_num, bathrooms_num, sort_order)
SELECT 'History hut ' || n, 'كوخ التاريخ ' || n, (ARRAY['small', 'meduim', 'large'])[1 + n % 3]::hut_size, 4, 2, 1, 1, n
FROM generate_series(1, 200) AS n;

INSERT INTO hut_price_ranges (hut_id, date_from, date_to, price, weekend_price)
SELECT h.id, current_date - 1000, current_date + 400, 400 + (h.id % 7) * 50, 550 + (h.id % 7) * 50
FROM huts h WHERE h.title LIKE 'History hut %';

INSERT INTO users (email, full_name, full_name_ar, phone, role, is_verified, language, created_at)
SELECT 'guest' || n || '@history.test',
  (ARRAY['Sara', 'Omar', 'Layla', 'Khalid', 'Noura', 'Faisal', 'Huda', 'Yousef', 'Maha', 'Tariq', 'Reem', 'Saleh'])[1 + n % 12]
    || ' ' || (ARRAY['Alharbi', 'Alqahtani', 'Alotaibi', 'Alghamdi', 'Alzahrani', 'Alshehri', 'Aldosari', 'Almutairi', 'Alanazi'])[1 + (n / 12) % 9]
    || ' ' || n,
  (ARRAY['سارة', 'عمر', 'ليلى', 'خالد', 'نورة', 'فيصل', 'هدى', 'يوسف', 'مها', 'طارق', 'ريم', 'صالح'])[1 + n % 12]
    || ' ' || (ARRAY['الحربي', 'القحطاني', 'العتيبي', 'الغامدي', 'الزهراني', 'الشهري', 'الدوسري', 'المطيري', 'العنزي'])[1 + (n / 12) % 9],
  '+9665' || lpad(((n * 7919) % 100000000)::text, 8, '0'), 'guest', true, (ARRAY['en', 'ar'])[1 + n % 2]::user_language,
  now() - make_interval(days => 1100 - n / 30)
FROM generate_series(1, 30000) AS n;

-- Per hut, booking k starts floor(k × 2.2) days after 900 days ago and lasts 1 or 2 nights: never two on one night.
-- Past stays are completed, cancelled, refunded or expired; coming ones paid, held, pending or cancelled.
CREATE TEMPORARY TABLE history_plan AS
SELECT h.id AS hut_id, k, (current_date - 900 + (k * 11) / 5) AS start_day, 1 + (k + h.id) % 2 AS nights,
  (SELECT min(id) FROM users WHERE email LIKE 'guest%@history.test') + ((h.id * 500 + k) * 7) % 30000 AS user_id,
  (h.id * 13 + k * 7) % 20 AS draw
FROM huts h CROSS JOIN generate_series(0, 499) AS k WHERE h.title LIKE 'History hut %';

INSERT INTO bookings (code, user_id, hut_id, persons_max_num, kids_max_num, status, stay, hold_expires_at,
  subtotal, vat, total, paid, cancelled_at, cancel_reason, refundable_amount, refunded_at, created_at, updated_at)
SELECT
  'KEN-' || lpad(upper(to_hex(((p.hut_id * 500 + p.k + 1)::bigint * 2654435761) % 16777216)), 6, '0'),
  p.user_id, p.hut_id, 1 + p.draw % 4, p.draw % 3, s.status::booking_status,
  daterange(p.start_day, p.start_day + p.nights),
  CASE WHEN s.status = 'confirmed' THEN now() + interval '10 minutes' END,
  round(p.nights * 500 / 1.15, 2), round(p.nights * 500 - p.nights * 500 / 1.15, 2), p.nights * 500,
  CASE WHEN s.status IN ('paid', 'completed', 'refunded') THEN p.nights * 500 ELSE 0 END,
  CASE WHEN s.status IN ('cancelled', 'refunded') THEN p.start_day - 3 + time '10:00' END,
  CASE WHEN s.status IN ('cancelled', 'refunded') THEN 'Plans changed' END,
  CASE WHEN s.status = 'refunded' THEN p.nights * 500 END,
  CASE WHEN s.status = 'refunded' THEN p.start_day - 2 + time '10:00' END,
  p.start_day - 20 + (p.draw % 7) + time '09:00' + make_interval(mins => p.k % 600),
  p.start_day - 20 + time '09:00'
FROM history_plan p
CROSS JOIN LATERAL (SELECT CASE
  WHEN p.start_day < current_date THEN
    CASE WHEN p.draw < 15 THEN 'completed' WHEN p.draw < 17 THEN 'cancelled' WHEN p.draw < 18 THEN 'refunded' ELSE 'expired' END
  ELSE
    CASE WHEN p.draw < 16 THEN 'paid' WHEN p.draw < 17 THEN 'confirmed' WHEN p.draw < 18 THEN 'pending' ELSE 'cancelled' END
  END AS status) s
ORDER BY p.start_day, p.hut_id;

INSERT INTO payment_transactions (provider, checkout_id, gateway_payment_id, booking_id, amount, status, kind, brand, last4, result_code, created_at, verified_at)
SELECT 'sandbox', 'history-' || b.id, 'history-pay-' || b.id, b.id, b.total, 'success', 'booking',
  (ARRAY['mada', 'VISA', 'MASTER'])[1 + b.id % 3], lpad((b.id % 10000)::text, 4, '0'), '000.100.110', b.created_at + interval '5 minutes', b.created_at + interval '6 minutes'
FROM bookings b JOIN huts h ON h.id = b.hut_id
WHERE h.title LIKE 'History hut %' AND b.status IN ('paid', 'completed', 'refunded');

INSERT INTO payment_transactions (provider, checkout_id, gateway_payment_id, booking_id, amount, status, kind, refund_of, result_code, created_at, verified_at)
SELECT 'sandbox', 'history-refund-' || b.id, 'history-rf-' || b.id, b.id, b.refundable_amount, 'success', 'refund', c.id, '000.100.110', b.refunded_at, b.refunded_at
FROM bookings b JOIN payment_transactions c ON c.booking_id = b.id AND c.kind = 'booking'
WHERE b.status = 'refunded' AND c.checkout_id LIKE 'history-%';

INSERT INTO audit_log (actor_id, area, action, entity_type, entity_id, after, created_at)
SELECT NULL, 'bookings', (ARRAY['note', 'resend', 'no_show', 'cancel'])[1 + b.id % 4], 'booking', b.id::text,
  jsonb_build_object('note', 'History note ' || b.id), b.created_at + interval '1 hour'
FROM bookings b JOIN huts h ON h.id = b.hut_id
WHERE h.title LIKE 'History hut %' AND b.id % 9 <> 0;

DROP TABLE history_plan;

-- A database with three years behind it has been vacuumed: GIN pending lists merged, visibility maps set.
VACUUM ANALYZE;
