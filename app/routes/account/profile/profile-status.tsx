import { Form } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { CheckCircleIcon, CloseIcon } from "~/components/ui/icons";
import { formatDate } from "~/lib/dates";
import { AccountSection } from "~/components/account/account-section";

interface AccountFlags {
  privacyPolicyAccepted: boolean;
  termsAccepted: boolean;
  accountVerified: boolean;
  admin: boolean;
  createdAt: Date;
}

function YesNo({ value }: { value: boolean }) {
  return value ? (
    <span className="inline-flex items-center gap-1.5 font-medium text-emerald-800">
      <CheckCircleIcon className="size-4" />
      Tak
    </span>
  ) : (
    <span className="inline-flex items-center gap-1.5 font-medium text-stone-700">
      <CloseIcon className="size-4" />
      Nie
    </span>
  );
}

/** The account's status lines, and signing out (a POST, so a link or a prefetch can never sign anyone out). */
export function AccountStatus({ profile }: { profile: AccountFlags }) {
  const flags = [
    { label: "Polityka prywatności zaakceptowana", value: profile.privacyPolicyAccepted },
    { label: "Regulamin zaakceptowany", value: profile.termsAccepted },
    { label: "Konto zweryfikowane", value: profile.accountVerified },
    { label: "Administrator", value: profile.admin },
  ];
  return (
    <AccountSection title="Status konta">
      <dl className="divide-y divide-stone-200 text-sm">
        {flags.map(({ label, value }) => (
          <div key={label} className="flex items-center justify-between gap-4 py-2.5 first:pt-0">
            <dt className="text-stone-600">{label}</dt>
            <dd>
              <YesNo value={value} />
            </dd>
          </div>
        ))}
        <div className="flex items-center justify-between gap-4 py-2.5">
          <dt className="text-stone-600">Data utworzenia konta</dt>
          <dd className="font-medium text-stone-950">
            <time dateTime={profile.createdAt.toISOString()}>{formatDate(profile.createdAt)}</time>
          </dd>
        </div>
      </dl>
      <Form method="post" action="/wyloguj" className="mt-6">
        <button type="submit" className={`${buttonClasses("secondary")} w-full`}>
          Wyloguj się
        </button>
      </Form>
    </AccountSection>
  );
}
