CREATE TABLE `complaint_items` (
	`complaint_id` integer NOT NULL,
	`order_item_id` integer NOT NULL,
	`remake_width_cm` integer,
	`remake_height_cm` integer,
	PRIMARY KEY(`complaint_id`, `order_item_id`),
	FOREIGN KEY (`complaint_id`) REFERENCES `complaints`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_item_id`) REFERENCES `order_items`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `complaint_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`complaint_id` integer NOT NULL,
	`author` text NOT NULL,
	`author_email` text,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`complaint_id`) REFERENCES `complaints`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `complaint_messages_complaint_idx` ON `complaint_messages` (`complaint_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `complaint_photos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`complaint_id` integer NOT NULL,
	`message_id` integer,
	`key` text NOT NULL,
	`content_type` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`bytes` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`complaint_id`) REFERENCES `complaints`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`message_id`) REFERENCES `complaint_messages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `complaint_photos_complaint_idx` ON `complaint_photos` (`complaint_id`,`id`);--> statement-breakpoint
CREATE TABLE `complaints` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`enquiry_id` text,
	`user_id` text,
	`reason` text NOT NULL,
	`description` text NOT NULL,
	`requested_remedy` text,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`consumer` integer NOT NULL,
	`received_at` integer NOT NULL,
	`due_on` text,
	`status` text DEFAULT 'otwarta' NOT NULL,
	`remedy` text,
	`justification` text,
	`price_reduction` integer,
	`decided_at` integer,
	`decided_by` text,
	`remake_order_id` integer,
	`decision_pdf_key` text,
	`reminder_3_sent_at` integer,
	`reminder_1_sent_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`enquiry_id`) REFERENCES `enquiries`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`remake_order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "complaints_price_reduction" CHECK("complaints"."price_reduction" is null or "complaints"."price_reduction" > 0)
);
--> statement-breakpoint
CREATE INDEX `complaints_order_idx` ON `complaints` (`order_id`,`received_at`);--> statement-breakpoint
CREATE INDEX `complaints_status_idx` ON `complaints` (`status`,`due_on`,`received_at`);--> statement-breakpoint
CREATE INDEX `complaints_user_idx` ON `complaints` (`user_id`,`received_at`);--> statement-breakpoint
CREATE INDEX `complaints_received_idx` ON `complaints` (`received_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `complaints_remake_idx` ON `complaints` (`remake_order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `complaints_enquiry_idx` ON `complaints` (`enquiry_id`);--> statement-breakpoint
-- A decision is written once: a case the shop accepted or rejected keeps its decision. A case accepted by law may
-- still be given the remedy it is carried out with (the remake of a deemed-accepted complaint).
CREATE TRIGGER `complaints_decision_fixed` BEFORE UPDATE OF `status`, `remedy`, `justification`, `price_reduction`, `decided_at`, `decided_by` ON `complaints`
WHEN OLD.`status` IN ('uznana', 'odrzucona')
BEGIN
	SELECT RAISE(ABORT, 'Decyzja w tej reklamacji została już podjęta.');
END;
