import { AutocompleteInput, ReferenceInput } from 'react-admin';

/** The organization (landlord) a superadmin filters a mixed list by, searched by name. */
const OrganizationInput = ({ source }: { source: string; alwaysOn?: boolean }) => (
  <ReferenceInput source={source} reference="landlords">
    <AutocompleteInput
      label="app.organization.label"
      filterToQuery={(q: string) => ({ q })}
      sx={{ minWidth: 220 }}
    />
  </ReferenceInput>
);

export default OrganizationInput;
