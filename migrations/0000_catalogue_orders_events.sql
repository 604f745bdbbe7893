CREATE TABLE `dead_letters` (
	`message_id` text PRIMARY KEY NOT NULL,
	`event_id` text,
	`type` text,
	`body` text NOT NULL,
	`attempts` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `fabrics` (
	`code` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`colour` text NOT NULL,
	`category` text NOT NULL,
	`collection` text NOT NULL,
	`image` text NOT NULL,
	`price_per_m2` integer NOT NULL,
	`max_width_cm` integer NOT NULL,
	`available` integer NOT NULL,
	`sale` integer DEFAULT false NOT NULL,
	`transmission` integer NOT NULL,
	`reflection` integer NOT NULL,
	`absorption` integer NOT NULL,
	CONSTRAINT "fabrics_price_positive" CHECK("fabrics"."price_per_m2" > 0),
	CONSTRAINT "fabrics_max_width_range" CHECK("fabrics"."max_width_cm" between 20 and 300)
);
--> statement-breakpoint
CREATE INDEX `fabrics_collection_idx` ON `fabrics` (`collection`,`name`);--> statement-breakpoint
CREATE INDEX `fabrics_colour_idx` ON `fabrics` (`colour`,`name`);--> statement-breakpoint
CREATE INDEX `fabrics_sale_idx` ON `fabrics` (`sale`,`name`);--> statement-breakpoint
CREATE INDEX `fabrics_name_idx` ON `fabrics` (`name`);--> statement-breakpoint
CREATE INDEX `fabrics_price_idx` ON `fabrics` (`price_per_m2`);--> statement-breakpoint
CREATE TABLE `meshes` (
	`code` text PRIMARY KEY NOT NULL,
	`colour` text NOT NULL,
	`price` integer NOT NULL,
	`available` integer NOT NULL,
	`image` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `order_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`position` integer NOT NULL,
	`product_type` text NOT NULL,
	`fabric_code` text,
	`profile_code` text,
	`width_cm` integer NOT NULL,
	`height_cm` integer NOT NULL,
	`quantity` integer NOT NULL,
	`unit_price` integer NOT NULL,
	`line_price` integer NOT NULL,
	`configuration` text NOT NULL,
	`price_breakdown` text NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `order_items_position_idx` ON `order_items` (`order_id`,`position`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`number` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`access_token` text NOT NULL,
	`user_id` text,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`street` text NOT NULL,
	`house_number` text DEFAULT '' NOT NULL,
	`apartment_number` text,
	`city` text NOT NULL,
	`postal_code` text NOT NULL,
	`notes` text,
	`delivery_method` text NOT NULL,
	`payment_method` text NOT NULL,
	`items_total` integer NOT NULL,
	`promo_code` text,
	`discount_percent` integer DEFAULT 0 NOT NULL,
	`discount` integer DEFAULT 0 NOT NULL,
	`delivery_cost` integer NOT NULL,
	`payment_fee` integer NOT NULL,
	`final_total` integer NOT NULL,
	`order_status` text DEFAULT 'nowe' NOT NULL,
	`payment_status` text DEFAULT 'oczekujaca' NOT NULL,
	`accepted` integer,
	`rejection_reason` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_number_unique` ON `orders` (`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_idempotency_key_unique` ON `orders` (`idempotency_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_access_token_unique` ON `orders` (`access_token`);--> statement-breakpoint
CREATE INDEX `orders_created_idx` ON `orders` (`created_at`);--> statement-breakpoint
CREATE INDEX `orders_user_idx` ON `orders` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_email_idx` ON `orders` (`email`,`created_at`);--> statement-breakpoint
CREATE TABLE `pleat_accessories` (
	`id` integer PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`price` integer NOT NULL,
	`multiplied` integer NOT NULL,
	`mounting` text,
	`image` text
);
--> statement-breakpoint
CREATE TABLE `pleat_profiles` (
	`code` text PRIMARY KEY NOT NULL,
	`colour` text NOT NULL,
	`image` text NOT NULL,
	`available` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `processed_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`recipient` text,
	`subject` text,
	`error` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `processed_events_type_idx` ON `processed_events` (`type`,`created_at`);--> statement-breakpoint
CREATE TABLE `promo_codes` (
	`code` text PRIMARY KEY NOT NULL,
	`discount_percent` integer NOT NULL,
	`active` integer NOT NULL,
	CONSTRAINT "promo_codes_discount_range" CHECK("promo_codes"."discount_percent" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE `screen_profiles` (
	`type` text NOT NULL,
	`code` text NOT NULL,
	`colour` text NOT NULL,
	`price_per_m2` integer NOT NULL,
	`available` integer NOT NULL,
	`image` text NOT NULL,
	`kind` text NOT NULL,
	PRIMARY KEY(`type`, `code`)
);
