import { Link, type LinkProps } from "./link";

/** The shop's inline link in running text; for a plain <a> (an in-page anchor) use the classes. */
export const textLinkClasses = "font-medium text-accent-700 underline underline-offset-2 hover:text-accent-800";

/** A router link styled as an inline text link; `className` adds layout (spacing, size) to the look. */
export function TextLink({ className, ...props }: LinkProps) {
  return <Link {...props} className={className ? `${className} ${textLinkClasses}` : textLinkClasses} />;
}

/** A policy in a consent's label opens in a new tab, so what is typed in the form stays. */
export function PolicyLink({ to, children }: { to: string; children: string }) {
  return (
    <TextLink to={to} target="_blank" rel="noopener">
      {children}
      <span className="sr-only"> (otwiera się w nowej karcie)</span>
    </TextLink>
  );
}
