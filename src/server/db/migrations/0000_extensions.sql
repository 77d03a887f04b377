-- Exclusion constraints that keep nights from being sold twice (bookings issue) need btree_gist.
CREATE EXTENSION IF NOT EXISTS btree_gist;
