CREATE TABLE `sample_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`street` text NOT NULL,
	`postal_code` text NOT NULL,
	`city` text NOT NULL,
	`email` text NOT NULL,
	`address_key` text NOT NULL,
	`fabrics` text NOT NULL,
	`user_id` text,
	`status` text DEFAULT 'do_wyslania' NOT NULL,
	`sent_at` integer,
	`sent_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sample_requests_created_idx` ON `sample_requests` (`created_at`);--> statement-breakpoint
CREATE INDEX `sample_requests_status_idx` ON `sample_requests` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `sample_requests_email_idx` ON `sample_requests` (`email`,`created_at`);--> statement-breakpoint
CREATE INDEX `sample_requests_address_idx` ON `sample_requests` (`address_key`,`created_at`);