import CancelIcon from '@mui/icons-material/Cancel';
import { Chip, Stack } from '@mui/material';
import {
  DateInput,
  ReferenceField,
  useChoices,
  useListContext,
  useResourceContext,
  useTranslate,
  useTranslateLabel,
} from 'react-admin';
import { LocalDateField } from '../LocalDateField';
import { type ChoicesHook, type FilterInput, hasValue, withoutSources } from './filterInputs';

/** The name of the chosen one of the choices. */
const ChoiceName = ({
  choices,
  value,
  optionText,
  translateChoice,
}: {
  choices: readonly object[];
  value: unknown;
  optionText?: string;
  translateChoice?: boolean;
}) => {
  const { getChoiceText } = useChoices({ optionText, translateChoice });
  const choice = choices.find((c) => String((c as { id: unknown }).id) === String(value));
  return <>{choice ? getChoiceText(choice) : String(value)}</>;
};

/** The name of the chosen one of the choices a query brings (`FetchedChoicesInput`). */
const FetchedChoiceName = ({
  useChoices: useFetchedChoices,
  ...props
}: Omit<Parameters<typeof ChoiceName>[0], 'choices'> & { useChoices: ChoicesHook }) => (
  <ChoiceName choices={useFetchedChoices()} {...props} />
);

/** A filter's value in words: the choice's name, the record's name, the date, yes or no. */
const FilterValue = ({
  input,
  values,
}: {
  input: FilterInput;
  values: Record<string, unknown>;
}) => {
  const translate = useTranslate();
  const { source, choices, optionText, translateChoice, reference, useChoices } = input.props;
  const value = values[source];
  const named = { value, optionText, translateChoice };
  if (reference)
    return <ReferenceField record={values} source={source} reference={reference} link={false} />;
  if (input.type === DateInput) return <LocalDateField record={values} source={source} />;
  if (useChoices) return <FetchedChoiceName useChoices={useChoices} {...named} />;
  if (choices) return <ChoiceName choices={choices} {...named} />;
  if (typeof value === 'boolean') return <>{translate(`ra.boolean.${value}`)}</>;
  return <>{String(value)}</>;
};

/**
 * The list's active filters as chips above the rows ("Статус: Новая"); a chip's cross removes
 * its filter. Shown on a phone, where the inputs themselves wait in the drawer.
 */
export const FilterChips = ({ inputs }: { inputs: readonly FilterInput[] }) => {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const active = inputs.filter((input) => hasValue(filterValues[input.props.source]));
  if (!active.length) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, py: 1 }}>
      {active.map((input) => {
        const { source, label } = input.props;
        const name = translateLabel({ label, source, resource });
        return (
          <Chip
            key={source}
            size="small"
            label={
              <>
                {name}: <FilterValue input={input} values={filterValues} />
              </>
            }
            deleteIcon={<CancelIcon titleAccess={translate('app.filters.remove', { name })} />}
            onDelete={() =>
              setFilters(
                withoutSources(filterValues, [source]),
                withoutSources(displayedFilters, [source]),
              )
            }
          />
        );
      })}
    </Stack>
  );
};
