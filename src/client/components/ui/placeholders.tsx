/**
 * Grey shapes standing in for content that is still loading (the global `skeleton` class); the
 * list around them is hidden from assistive technology.
 */
export function Placeholders({
  count,
  as: Tag = "li",
  className,
}: {
  count: number;
  as?: "li" | "span";
  className: string | undefined;
}) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <Tag key={index} className={`${className} skeleton`} />
  ));
}
