import type { ReactElement } from 'react';

/** A hook giving a select's choices from a query (its data once fetched, none before). */
export type ChoicesHook = () => readonly object[];

/** What the filter chips read from a list's filter input (a SelectInput, a ReferenceInput, …). */
export interface FilterInputProps {
  source: string;
  label?: string | false;
  alwaysOn?: boolean;
  /** A select's choices, named as the select names them. */
  choices?: readonly object[];
  /** Or the hook that fetches them (`FetchedChoicesInput`). */
  useChoices?: ChoicesHook;
  optionText?: string;
  translateChoice?: boolean;
  /** A ReferenceInput's resource: the chip names the record. */
  reference?: string;
}

export type FilterInput = ReactElement<FilterInputProps>;

/** The list contract's search (`q`): it stays in sight on a phone, beside the filters button. */
export const isSearch = (input: FilterInput) => input.props.source === 'q';

/** Whether a filter holds a value (react-admin's rule: an empty string or nothing is none). */
export const hasValue = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The filter values without the given sources. */
export const withoutSources = <T>(values: Record<string, T>, sources: readonly string[]) =>
  Object.fromEntries(Object.entries(values).filter(([key]) => !sources.includes(key)));
