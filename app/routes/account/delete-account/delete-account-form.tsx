import { Form } from "react-router";
import { accountCheck, CheckboxField, RefusalAlert, useAccountForm, useSubmitting } from "~/components/account/form-parts";
import { FormField } from "~/components/ui/form-field";
import { dangerButtonClasses } from "~/components/admin/buttons";
import { DELETE_ACCOUNT_PATH } from "~/lib/account-data";
import type { AccountRefusal } from "~/lib/form-result";
import { accountDeletionSchema } from "~/lib/schemas/account";

export const DELETE_INTENT = "delete-account";

const checkDeletion = accountCheck(accountDeletionSchema);

/**
 * The password once more and the box that says it cannot be undone; a plain form post, so it works without JavaScript.
 * The server checks both again.
 */
export function DeleteAccountForm({ refusal }: { refusal: AccountRefusal | undefined }) {
  const submitting = useSubmitting(DELETE_INTENT);
  const form = useAccountForm({ refusal, check: checkDeletion });
  return (
    <div className="space-y-5">
      <RefusalAlert refusal={form.refusal} />
      <Form {...form.formProps} method="post" action={DELETE_ACCOUNT_PATH} noValidate className="space-y-5">
        <input type="hidden" name="intent" value={DELETE_INTENT} />
        <FormField label="Hasło" name="password" type="password" autoComplete="current-password" required error={form.errorOf("password")} />
        <CheckboxField name="confirm" error={form.errorOf("confirm")}>
          Rozumiem, że konto zostanie usunięte na zawsze i nie da się go przywrócić.
        </CheckboxField>
        <button type="submit" disabled={submitting} className={`${dangerButtonClasses} w-full sm:w-auto`}>
          {submitting ? "Usuwanie konta..." : "Usuń konto na zawsze"}
        </button>
      </Form>
    </div>
  );
}
