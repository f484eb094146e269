/** A form's two columns on a wide screen, one on a phone (MUI `sx`). */
export const formGrid = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
  columnGap: 2,
  width: '100%',
};
