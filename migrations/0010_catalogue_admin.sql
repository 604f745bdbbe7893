CREATE TABLE `catalogue_state` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "catalogue_state_single_row" CHECK("catalogue_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE `enquiry_replies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`enquiry_id` text NOT NULL,
	`body` text NOT NULL,
	`user_id` text NOT NULL,
	`user_email` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`enquiry_id`) REFERENCES `enquiries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `enquiry_replies_enquiry_idx` ON `enquiry_replies` (`enquiry_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `images` (
	`key` text PRIMARY KEY NOT NULL,
	`content_type` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`bytes` integer NOT NULL,
	`uploaded_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `price_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`item_kind` text NOT NULL,
	`item_key` text NOT NULL,
	`old_price` integer,
	`new_price` integer NOT NULL,
	`on_sale` integer DEFAULT false NOT NULL,
	`changed_at` integer NOT NULL,
	`user_id` text,
	`user_email` text
);
--> statement-breakpoint
CREATE INDEX `price_history_item_idx` ON `price_history` (`item_kind`,`item_key`,`changed_at`);--> statement-breakpoint
ALTER TABLE `enquiries` ADD `status` text DEFAULT 'nowe' NOT NULL;--> statement-breakpoint
CREATE INDEX `enquiries_created_idx` ON `enquiries` (`created_at`);--> statement-breakpoint
CREATE INDEX `enquiries_status_idx` ON `enquiries` (`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `fabrics` ADD `sale_started_at` integer;--> statement-breakpoint
ALTER TABLE `fabrics` ADD `lowest_price_before_sale` integer;--> statement-breakpoint
ALTER TABLE `pleat_accessories` ADD `active` integer DEFAULT true NOT NULL;--> statement-breakpoint
-- Data: the catalogue's version starts at 1; every back-office change bumps it.
INSERT INTO `catalogue_state` (`id`, `version`) VALUES (1, 1) ON CONFLICT(`id`) DO NOTHING;
