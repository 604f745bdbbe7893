CREATE TABLE `admin_gate` (
	`user_id` text PRIMARY KEY NOT NULL,
	`locked_until` integer,
	`totp_step` integer,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `admin_gate_failures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `admin_gate_failures_user_idx` ON `admin_gate_failures` (`user_id`,`at`);--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`user_id` text NOT NULL,
	`user_email` text NOT NULL,
	`action` text NOT NULL,
	`target` text,
	`details` text,
	`ip_address` text,
	`user_agent` text
);
--> statement-breakpoint
CREATE INDEX `audit_log_created_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE TABLE `login_failures` (
	`key` text PRIMARY KEY NOT NULL,
	`failures` integer NOT NULL,
	`locked_until` integer NOT NULL,
	`refused` integer NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_failures_expires_idx` ON `login_failures` (`expires_at`);--> statement-breakpoint
CREATE TABLE `order_links` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`order_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_links_order_idx` ON `order_links` (`order_id`);--> statement-breakpoint
CREATE TABLE `two_factor` (
	`id` text PRIMARY KEY NOT NULL,
	`secret` text NOT NULL,
	`backup_codes` text NOT NULL,
	`user_id` text NOT NULL,
	`verified` integer DEFAULT true NOT NULL,
	`failed_verification_count` integer DEFAULT 0 NOT NULL,
	`locked_until` integer,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `two_factor_user_idx` ON `two_factor` (`user_id`);--> statement-breakpoint
ALTER TABLE `email_deliveries` ADD `status` text DEFAULT 'sent' NOT NULL;--> statement-breakpoint
ALTER TABLE `email_deliveries` ADD `claimed_at` integer;--> statement-breakpoint
-- Sliding windows replace the fixed-window counters, whose counts are only worth their own window:
-- the table is made anew rather than altered (SQLite cannot add the NOT NULL columns to filled rows).
DROP TABLE `rate_limits`;--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`hits` text NOT NULL,
	`refused` integer NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rate_limits_expires_idx` ON `rate_limits` (`expires_at`);--> statement-breakpoint
ALTER TABLE `session` ADD `admin_authorized_at` integer;--> statement-breakpoint
ALTER TABLE `session` ADD `admin_seen_at` integer;--> statement-breakpoint
ALTER TABLE `session` DROP COLUMN `admin_authorized`;--> statement-breakpoint
ALTER TABLE `user` ADD `two_factor_enabled` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Codes are now stored encrypted (so a resend can repeat the outstanding one); a code stored hashed
-- could not be read back.
DELETE FROM `verification` WHERE `identifier` LIKE '%-otp-%';--> statement-breakpoint
-- Private links are kept only as their token's SHA-256, each with an expiry. SQLite has no SHA-256, so
-- the clear tokens of existing orders cannot be carried over: a placeholder that opens nothing replaces
-- each, and their owners ask for a fresh link on the order's page.
UPDATE `orders` SET `access_token` = 'retired:' || `id`;--> statement-breakpoint
-- Codes now travel sealed. Code events waiting with a clear code are dropped (the consumer would refuse
-- them, and their codes have expired), and dead letters of code events lose their clear code.
DELETE FROM `event_outbox` WHERE `type` = 'verification_code';--> statement-breakpoint
UPDATE `dead_letters` SET `body` = json_remove(`body`, '$.code') WHERE `type` = 'verification_code' AND json_valid(`body`);
