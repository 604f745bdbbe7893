ALTER TABLE `orders` ADD `company_name` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `company_nip` text;