-- Issue 44: data with a lifecycle. cron_runs keeps each scheduled task's last run for the operations page;
-- dead letters can be replayed once (replayed_at); orders record when their personal data were removed
-- (anonymised_at); deliveries and dead letters are found by age for the retention table (app/lib/retention.ts).
CREATE TABLE `cron_runs` (
	`task` text PRIMARY KEY NOT NULL,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	`outcome` text,
	`detail` text
);
--> statement-breakpoint
ALTER TABLE `dead_letters` ADD `replayed_at` integer;--> statement-breakpoint
CREATE INDEX `dead_letters_received_idx` ON `dead_letters` (`created_at`);--> statement-breakpoint
ALTER TABLE `orders` ADD `anonymised_at` integer;--> statement-breakpoint
CREATE INDEX `email_deliveries_sent_idx` ON `email_deliveries` (`created_at`);--> statement-breakpoint
CREATE INDEX `email_deliveries_status_idx` ON `email_deliveries` (`status`,`created_at`);