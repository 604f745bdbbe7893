-- Issue 45: from an accepted order to the customer's door. Each order's timeline (order_timeline, append-only), the
-- workshop's progress (orders.production_started_at, ready_at; order_items.made_at, made_by), the parcel (carrier,
-- tracking number, shipped_at), the ship-by day the customer is shown (ship_by) and when the order was accepted, for
-- /admin-stats' promise figures.
CREATE TABLE `order_timeline` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`at` integer NOT NULL,
	`kind` text NOT NULL,
	`actor` text NOT NULL,
	`actor_email` text,
	`details` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_timeline_order_idx` ON `order_timeline` (`order_id`,`id`);--> statement-breakpoint
ALTER TABLE `order_items` ADD `made_at` integer;--> statement-breakpoint
ALTER TABLE `order_items` ADD `made_by` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `ship_by` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `accepted_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `production_started_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `ready_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `shipped_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `carrier` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `tracking_number` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `tracking_url` text;--> statement-breakpoint
CREATE INDEX `orders_production_idx` ON `orders` (`order_status`,`production_started_at`);--> statement-breakpoint
CREATE INDEX `orders_shipping_idx` ON `orders` (`shipped_at`,`accepted_at`,`ship_by`);--> statement-breakpoint
-- An entry records what happened: its order, time and kind never change (anonymisation may clear its details).
CREATE TRIGGER `order_timeline_append_only` BEFORE UPDATE OF `order_id`, `at`, `kind` ON `order_timeline`
BEGIN
  SELECT RAISE(ABORT, 'order_timeline is append-only');
END;--> statement-breakpoint
-- Every order placed before the timeline starts it with its placing; what came after was not recorded then.
INSERT INTO `order_timeline` (`order_id`, `at`, `kind`, `actor`) SELECT `id`, `created_at`, 'placed', 'customer' FROM `orders`;
