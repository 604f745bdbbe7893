ALTER TABLE `order_items` ADD `created_at` integer;--> statement-breakpoint
UPDATE `order_items` SET `created_at` = (SELECT `created_at` FROM `orders` WHERE `orders`.`id` = `order_items`.`order_id`);--> statement-breakpoint
-- Every line gets its order's created_at however it is inserted (checkout, seeds, tests); an order's created_at never changes.
CREATE TRIGGER `order_items_created_at` AFTER INSERT ON `order_items` BEGIN
  UPDATE `order_items` SET `created_at` = (SELECT `created_at` FROM `orders` WHERE `orders`.`id` = NEW.`order_id`) WHERE `id` = NEW.`id`;
END;--> statement-breakpoint
CREATE INDEX `order_items_lines_idx` ON `order_items` (`product_type`,`fabric_code`,`profile_code`,`created_at`,`quantity`,`line_price`);--> statement-breakpoint
CREATE INDEX `orders_methods_idx` ON `orders` (`delivery_method`,`payment_method`,`promo_code`,`created_at`,`final_total`,`discount`);--> statement-breakpoint
CREATE INDEX `orders_not_counted_idx` ON `orders` (`created_at`,`order_status`,`accepted`,`final_total`,`delivery_method`,`payment_method`,`promo_code`,`discount`) WHERE order_status in ('anulowane', 'odrzucone') or accepted = 0;
