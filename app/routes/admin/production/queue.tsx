import { useRef } from "react";
import { Form, useNavigation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { lineDimensions, lineTitle } from "~/lib/line-description";
import type { ProductionOrder } from "~/lib/production";
import { OrderFacts } from "./order-facts";

// The queue: accepted orders waiting for the workshop, the longest waiting first. Ticked ones start together, each
// also on its own; both are plain forms, so they work before the page's script has loaded.

const singleFormId = (number: string) => `start-${number}`;

export function ProductionQueue({ orders }: { orders: readonly ProductionOrder[] }) {
  const form = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const starting = navigation.state !== "idle" && navigation.formData?.get("intent") === "start";
  if (orders.length === 0) {
    return <p className="rounded-2xl border border-dashed border-stone-300 bg-stone-50 p-6 text-center text-stone-700">Żadne zaakceptowane zamówienie nie czeka na produkcję.</p>;
  }
  const tickAll = (ticked: boolean) => {
    for (const box of form.current?.querySelectorAll<HTMLInputElement>('input[name="numbers"]') ?? []) box.checked = ticked;
  };
  return (
    <>
      <Form ref={form} method="post" className="space-y-3">
        <input type="hidden" name="intent" value="start" />
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm">
          <label className="flex min-h-11 items-center gap-3 px-1 text-sm font-medium text-stone-900">
            <input type="checkbox" onChange={(event) => tickAll(event.target.checked)} className="size-5 accent-accent-600" />
            Zaznacz wszystkie na tej stronie
          </label>
          <button type="submit" disabled={starting} className={buttonClasses("primary", "lg")}>
            Rozpocznij produkcję zaznaczonych
          </button>
        </div>
        <ul className="space-y-3">
          {orders.map((order) => (
            <li key={order.number} className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start">
              <input type="checkbox" name="numbers" value={order.number} aria-label={`Zaznacz zamówienie ${order.number}`} className="mt-1 size-6 shrink-0 accent-accent-600" />
              <div className="min-w-0 flex-1 space-y-2">
                <h3 className="font-semibold text-stone-950 tabular-nums">{order.number}</h3>
                <OrderFacts order={order} />
                <ul className="space-y-0.5 text-sm text-stone-800">
                  {order.lines.map((line) => (
                    <li key={line.id}>
                      Poz. {line.position}: {line.item ? `${lineTitle(line.item)}, ${lineDimensions(line.item)}` : `${line.widthCm} × ${line.heightCm} cm`} × {line.quantity}
                    </li>
                  ))}
                </ul>
              </div>
              <button
                type="submit"
                form={singleFormId(order.number)}
                disabled={starting}
                aria-label={`Rozpocznij produkcję zamówienia ${order.number}`}
                className={`${buttonClasses("secondary", "lg")} shrink-0`}
              >
                Rozpocznij produkcję
              </button>
            </li>
          ))}
        </ul>
      </Form>
      {/* Each order's own start, submitted by its button above (a form cannot sit inside the list's form). */}
      {orders.map((order) => (
        <Form key={order.number} id={singleFormId(order.number)} method="post" hidden>
          <input type="hidden" name="intent" value="start" />
          <input type="hidden" name="numbers" value={order.number} />
        </Form>
      ))}
    </>
  );
}
