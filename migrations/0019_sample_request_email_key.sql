-- Issue 42: the limit of sample requests per e-mail counts by mailbox (app/lib/mailbox.ts mailboxKey), so a
-- '+tag' is no new address. The e-mail stays as typed; the key beside it is what the limit compares.
ALTER TABLE `sample_requests` ADD `email_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The stored e-mails passed the form's schema (trimmed, lower case, ASCII), so mailboxKey comes down to
-- dropping a '+tag' from the local part, which SQL can do.
UPDATE `sample_requests` SET `email_key` = CASE
  WHEN instr(`email`, '+') > 1 AND instr(`email`, '+') < instr(`email`, '@')
    THEN substr(`email`, 1, instr(`email`, '+') - 1) || substr(`email`, instr(`email`, '@'))
  ELSE `email`
END;--> statement-breakpoint
CREATE INDEX `sample_requests_email_key_idx` ON `sample_requests` (`email_key`,`created_at`);
