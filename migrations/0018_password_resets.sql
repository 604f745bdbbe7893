-- Password resets of the shop's own (docs/decisions/2026-11-28-password-reset-link.md): one row per
-- account, its code and link derived from `seed` under the worker's secret.
CREATE TABLE `password_resets` (
	`user_id` text PRIMARY KEY NOT NULL,
	`seed` text NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- better-auth's reset codes still outstanding open nothing any more.
DELETE FROM `verification` WHERE `identifier` LIKE 'forget-password-otp-%';
