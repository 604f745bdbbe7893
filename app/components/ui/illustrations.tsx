import furniture from "~/assets/illustrations/furniture.svg?no-inline";
import insectScreen from "~/assets/illustrations/insect-screen.svg?no-inline";
import pleat from "~/assets/illustrations/pleat.svg?no-inline";
import powderCoating from "~/assets/illustrations/powder-coating.svg?no-inline";

/**
 * The product pictures of the home page and the landing pages, as static files (drawn in scripts/illustrations/,
 * written by its render.tsx): an <img> costs no JavaScript, where an inline drawing is in the page's code to hydrate.
 */
function IllustrationImage({ src, className = "h-28 w-auto" }: { src: string; className?: string }) {
  return <img src={src} alt="" width={120} height={96} decoding="async" className={className} />;
}

export const PleatIllustration = ({ className }: { className?: string }) => <IllustrationImage src={pleat} className={className} />;
export const InsectScreenIllustration = ({ className }: { className?: string }) => <IllustrationImage src={insectScreen} className={className} />;
export const FurnitureIllustration = ({ className }: { className?: string }) => <IllustrationImage src={furniture} className={className} />;
export const PowderCoatingIllustration = ({ className }: { className?: string }) => <IllustrationImage src={powderCoating} className={className} />;
