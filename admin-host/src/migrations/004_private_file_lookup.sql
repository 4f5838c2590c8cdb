-- A private file is served only to the buyer whose payment, receipt document or complaint names it
-- (admin-host/src/orders/private-files.ts): each read looks the path up in these columns.
CREATE INDEX payments_image ON payments(image) WHERE image IS NOT NULL;
CREATE INDEX transaction_logs_proof ON transaction_logs(new_value) WHERE section_change = 'upload payment';
CREATE INDEX support_documents_file ON support_documents(file);
CREATE INDEX complaint_media_path ON complaint_media(path);
