import type { ComponentType, ReactNode } from "react";
import { phoneHref, type ShopInfo } from "~/lib/shop-identity";
import { MailIcon, PhoneIcon } from "~/components/ui/icons";

const linkClasses = "rounded-sm font-semibold text-stone-950 underline-offset-2 hover:text-accent-700 hover:underline";

/** One way of reaching the shop: an icon, what it is, and the value or link. */
export function ContactRow({ icon: Icon, label, children }: { icon: ComponentType<{ className?: string }>; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-50 text-accent-700 ring-1 ring-accent-100">
        <Icon className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-stone-600">{label}</p>
        <div className="mt-0.5 text-base text-stone-950">{children}</div>
      </div>
    </li>
  );
}

/** Phone and e-mail as links a phone can dial and a mail client can open; `children` adds rows. */
export function ContactLinks({ shop, children }: { shop: ShopInfo; children?: ReactNode }) {
  return (
    <ul className="space-y-5">
      <ContactRow icon={PhoneIcon} label="Telefon">
        <a href={phoneHref(shop.phone)} className={linkClasses}>
          {shop.phone}
        </a>
      </ContactRow>
      <ContactRow icon={MailIcon} label="E-mail">
        <a href={`mailto:${shop.email}`} className={`${linkClasses} break-all`}>
          {shop.email}
        </a>
      </ContactRow>
      {children}
    </ul>
  );
}
