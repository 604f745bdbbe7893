CREATE TABLE `export_jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`requested_by` text NOT NULL,
	`file_name` text NOT NULL,
	`r2_key` text,
	`row_count` integer,
	`orders_done` integer DEFAULT 0 NOT NULL,
	`orders_total` integer,
	`error` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
