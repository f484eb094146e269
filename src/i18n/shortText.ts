/** A long text cut at a word to at most `max` characters, with "…" when cut. */
export const shortText = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?—–-]+$/, '')}…`;
};
