import type { CartItem } from "~/lib/cart";
import { pleatPreview } from "~/lib/product-preview-pleat";
import { screenPreview } from "~/lib/product-preview-screen";
import { PreviewSvg } from "./preview-svg";

/**
 * A cart or order line's drawing, static, from its stored configuration. A line stored before lines
 * carried their appearance draws its parts in the neutral grey, and says so by naming no colour.
 */
export function LinePreview({ item, className = "h-auto w-40 shrink-0 sm:w-48" }: { item: CartItem; className?: string }) {
  const size = { width: item.width, height: item.height, sample: false };
  const drawing =
    item.productType === "plisy"
      ? pleatPreview({
          size,
          fabric: { name: item.fabricName || item.fabricCode, colour: item.appearance?.fabricColour ?? null, image: item.appearance?.fabricImage ?? null },
          profileColour: item.appearance?.profileColour ?? item.profileCode,
          mounting: item.installationType === "bezinwazyjny" ? "non_invasive" : "invasive",
          guide: item.selectedProwadnice[0] ?? "none",
          handle: item.raczkaPlisy,
        })
      : screenPreview({
          type: item.mosquitoType,
          size,
          profileColour: item.appearance?.profileColour ?? item.profileCode,
          meshColour: item.meshColor,
          doorSide: item.doorSide,
          braceCm: item.dodatkowaRozpora ? item.wymiarG : null,
          extra: { c: item.wymiarC, d: item.wymiarD, e: item.wymiarE, f: item.wymiarF },
        });
  return <PreviewSvg drawing={drawing} className={className} />;
}
