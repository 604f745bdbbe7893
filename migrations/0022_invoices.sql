-- Issue 46: invoices and correcting invoices, numbered without gaps per series and month (invoice_counters), their
-- content a snapshot (document), company buyers' invoices sent to KSeF (ksef_* columns).
CREATE TABLE `invoice_counters` (
	`kind` text NOT NULL,
	`month` text NOT NULL,
	`last_sequence` integer NOT NULL,
	PRIMARY KEY(`kind`, `month`)
);
--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`kind` text NOT NULL,
	`corrected_invoice_id` integer,
	`trigger` text NOT NULL,
	`month` text NOT NULL,
	`sequence` integer NOT NULL,
	`number` text NOT NULL,
	`issue_date` text NOT NULL,
	`sale_date` text NOT NULL,
	`issued_at` integer NOT NULL,
	`issued_by` text,
	`buyer_name` text NOT NULL,
	`buyer_nip` text,
	`net_total` integer NOT NULL,
	`vat_total` integer NOT NULL,
	`gross_total` integer NOT NULL,
	`document` text NOT NULL,
	`pdf_key` text,
	`ksef_state` text,
	`ksef_number` text,
	`ksef_session_reference` text,
	`ksef_invoice_reference` text,
	`ksef_invoice_hash` text,
	`ksef_error` text,
	`upo_key` text,
	`ksef_updated_at` integer,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`corrected_invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_number_unique` ON `invoices` (`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_ksef_number_unique` ON `invoices` (`ksef_number`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_sequence_idx` ON `invoices` (`kind`,`month`,`sequence`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_one_per_order_idx` ON `invoices` (`order_id`) WHERE "invoices"."kind" = 'faktura';--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_one_correction_idx` ON `invoices` (`corrected_invoice_id`) WHERE "invoices"."kind" = 'korekta';--> statement-breakpoint
CREATE INDEX `invoices_order_idx` ON `invoices` (`order_id`);--> statement-breakpoint
CREATE INDEX `invoices_ksef_idx` ON `invoices` (`ksef_state`,`id`);--> statement-breakpoint
-- An issued invoice is a tax document: its identity, dates and amounts never change and it is never deleted (the
-- document's personal data may still be cleared at the end of the accounting retention).
CREATE TRIGGER `invoices_content_fixed` BEFORE UPDATE OF `order_id`, `kind`, `corrected_invoice_id`, `trigger`, `month`, `sequence`, `number`, `issue_date`, `sale_date`, `issued_at`, `net_total`, `vat_total`, `gross_total` ON `invoices`
BEGIN
  SELECT RAISE(ABORT, 'an issued invoice is never changed');
END;--> statement-breakpoint
CREATE TRIGGER `invoices_never_deleted` BEFORE DELETE ON `invoices`
BEGIN
  SELECT RAISE(ABORT, 'an issued invoice is never deleted');
END;
