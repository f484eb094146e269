import { useQuery } from '@tanstack/react-query';
import { AutocompleteInput, useDataProvider } from 'react-admin';
import type { UserOption } from '../../domain/user';
import type { AppDataProvider } from '../../providers/dataProvider';

/** Owners and employees of every organization (`GET /api/user/all`), fetched once and kept. */
export const useAuditPeople = (): readonly UserOption[] => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data = [] } = useQuery({
    queryKey: ['people', ''],
    queryFn: () => dataProvider.people(''),
    staleTime: 300_000,
  });
  return data;
};

/** The person whose changes the list shows, picked by name. */
export const AuditUserInput = ({
  source,
  useChoices = useAuditPeople,
}: {
  source: string;
  alwaysOn?: boolean;
  optionText?: string;
  useChoices?: () => readonly UserOption[];
}) => (
  <AutocompleteInput
    source={source}
    choices={[...useChoices()]}
    optionText="full_name"
    sx={{ minWidth: 220 }}
  />
);
