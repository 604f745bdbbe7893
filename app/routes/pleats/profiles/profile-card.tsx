import type { MouseEvent } from "react";
import { Link } from "~/components/ui/link";
import { buttonClasses } from "~/components/ui/button";
import { CheckCircleIcon } from "~/components/ui/icons";

export type ProfileCardData = { code: string; colour: string; image: string };

/**
 * One available pleat profile. 'Wybierz' is a link on (to the fabrics, or back to the fabric the
 * picker was opened from) whose click first remembers the profile, so without JavaScript it still leads on.
 */
export function ProfileCard({
  profile,
  selected,
  chooseHref,
  onChoose,
  eager = false,
}: {
  profile: ProfileCardData;
  selected: boolean;
  chooseHref: string;
  onChoose: (code: string, event: MouseEvent<HTMLAnchorElement>) => void;
  eager?: boolean;
}) {
  return (
    <article
      className={`flex flex-col overflow-hidden rounded-2xl border bg-white shadow-sm transition ${
        selected ? "border-accent-600 ring-2 ring-accent-600" : "border-stone-200 hover:border-accent-200 hover:shadow-md"
      }`}
    >
      <div className="relative aspect-[4/3] bg-stone-100">
        <img
          src={profile.image}
          alt={`Profil ${profile.code} w kolorze ${profile.colour}`}
          width={400}
          height={300}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="size-full object-cover"
        />
        {selected ? (
          <span className="absolute top-3 right-3 inline-flex items-center gap-1 rounded-full bg-accent-600 px-2.5 py-1 text-xs font-semibold text-white shadow">
            <CheckCircleIcon className="size-4" />
            Wybrany
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-start justify-between gap-3">
          <h2 className="text-lg font-semibold tracking-tight text-stone-950">{profile.code}</h2>
          <span className="shrink-0 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200">Dostępny</span>
        </div>
        <p className="mt-1 text-sm text-stone-600">
          Kolor: <span className="font-medium text-stone-800">{profile.colour}</span>
        </p>
        <Link
          to={chooseHref}
          onClick={(event) => onChoose(profile.code, event)}
          aria-current={selected ? "true" : undefined}
          className={`${buttonClasses(selected ? "secondary" : "primary")} mt-4 w-full`}
        >
          Wybierz<span className="sr-only"> profil {profile.code}</span>
        </Link>
      </div>
    </article>
  );
}
