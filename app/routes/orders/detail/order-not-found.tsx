import type { ReactNode } from "react";
import { HomeAndContactButtons } from "~/components/layout/error-pages";
import { AlertCircleIcon } from "~/components/ui/icons";

/** An order that does not exist, or that the viewer may not see: the same answer for both; `children` add what the page offers besides. */
export function OrderNotFound({ title = "Nie znaleziono zamówienia", children }: { title?: string; children?: ReactNode }) {
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-red-50">
        <AlertCircleIcon className="size-8 text-red-700" />
      </span>
      <h1 className="mt-5 text-2xl font-semibold tracking-tight text-balance text-stone-950 sm:text-3xl">{title}</h1>
      <p className="mt-3 max-w-md text-pretty text-stone-600">Sprawdź numer zamówienia lub otwórz link z e-maila z potwierdzeniem zamówienia.</p>
      {children}
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <HomeAndContactButtons />
      </div>
    </section>
  );
}
