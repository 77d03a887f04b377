-- Support attachments leave the public uploads folder: rows keep only the stored file name, which the
-- authorised route /api/support/attachments/{id}/ reads from DATA_DIR/private/support (files are moved at start).
UPDATE support_messages SET attachment = regexp_replace(attachment, '^/uploads/support/', '') WHERE attachment LIKE '/uploads/support/%';
