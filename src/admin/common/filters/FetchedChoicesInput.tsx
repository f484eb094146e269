import { SelectInput, type SelectInputProps } from 'react-admin';
import type { ChoicesHook } from './filterInputs';

/**
 * A select filter whose choices a query brings, asked only while the select is on the screen:
 * in the desktop's filter bar, or in a phone's filter drawer once opened (its chip asks the same
 * hook while the filter is on). A phone's list then starts without the pickers' requests.
 */
export const FetchedChoicesInput = ({
  useChoices,
  ...props
}: Omit<SelectInputProps, 'choices'> & { source: string; useChoices: ChoicesHook }) => (
  <SelectInput {...props} choices={[...useChoices()]} />
);
