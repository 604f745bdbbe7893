CREATE TABLE `email_deliveries` (
	`key` text PRIMARY KEY NOT NULL,
	`event_id` text NOT NULL,
	`recipient` text NOT NULL,
	`subject` text NOT NULL,
	`provider_message_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
