-- What the reservations grid shows beyond bench/sql/history.sql's bookings: closed nights (a few a year per hut),
-- gate check-ins for stays under way or over, and a no-show now and then. Deterministic, like history.sql.
INSERT INTO hut_closed_nights (hut_id, date_from, date_to, reason)
SELECT h.id, d, d + (h.id % 3), 'Maintenance'
FROM huts h CROSS JOIN LATERAL (SELECT current_date - 900 + q * 90 + 1 + (h.id * 7) % 60 AS d FROM generate_series(0, 12) AS q) days
WHERE h.title LIKE 'History hut %'
  AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.hut_id = h.id AND b.status IN ('confirmed', 'paid')
    AND b.stay && daterange(days.d, days.d + (h.id % 3) + 1));

INSERT INTO booking_check_ins (booking_id, checked_in_at)
SELECT b.id, lower(b.stay) + time '15:30'
FROM bookings b WHERE b.status IN ('paid', 'completed') AND lower(b.stay) <= current_date AND b.id % 11 <> 0;

UPDATE bookings SET no_show_at = lower(stay) + time '23:00'
WHERE status IN ('paid', 'completed') AND lower(stay) <= current_date AND id % 11 = 0;

VACUUM ANALYZE;
