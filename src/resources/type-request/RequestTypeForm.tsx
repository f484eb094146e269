import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  BooleanInput,
  NumberInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useTranslate,
} from 'react-admin';
import { requiredBy } from '../../admin/common/requiredBy';
import { REQUEST_KINDS, requestTypeInput } from '../../domain/requestTypes';
import { FieldsInput } from './FieldsInput';
import { FormPreview } from './FormPreview';
import { useKindChoices } from './kindChoices';
import { requestTypeResolver } from './requestTypeResolver';

const required = requiredBy(requestTypeInput);

/** Types are retired (not active), never deleted: bids keep pointing at them. */
const FormToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

const defaultValues = {
  kind_id: REQUEST_KINDS.tenant,
  sla_hours: 8,
  sort_order: 0,
  is_active: true,
  fields: [],
};

/** The preview goes beside the fields editor when the form is wide enough, under it otherwise. */
const editorSx = {
  display: 'flex',
  flexDirection: 'column',
  gap: 3,
  '& .preview': { width: '100%', maxWidth: 480 },
  '@container (min-width: 1150px)': {
    flexDirection: 'row',
    alignItems: 'flex-start',
    '& .preview': { width: 380, flexShrink: 0, position: 'sticky', top: 80 },
  },
} as const;

const Row = ({ children }: { children: ReactNode }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2, width: '100%' }}>
    {children}
  </Stack>
);

const Section = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" sx={{ mt: 2, mb: 1 }}>
      {translate(title)}
    </Typography>
  );
};

/** Create and edit form of a request type: its card, its form fields and their preview. */
export const RequestTypeForm = () => {
  const kinds = useKindChoices();
  return (
    <SimpleForm
      resolver={requestTypeResolver}
      defaultValues={defaultValues}
      toolbar={<FormToolbar />}
    >
      <Row>
        <SelectInput
          source="kind_id"
          choices={kinds}
          translateChoice={false}
          isPending={kinds.length === 0}
          isRequired={required('kind_id')}
          sx={{ width: { xs: '100%', sm: 300 } }}
        />
        <TextInput
          source="code"
          isRequired={required('code')}
          helperText="resources.type-request.code_hint"
          sx={{ width: { xs: '100%', sm: 300 } }}
        />
      </Row>
      <Row>
        <TextInput source="name.ru" isRequired={required('name.ru')} sx={{ flex: 1 }} />
        <TextInput source="name.kk" isRequired={required('name.kk')} sx={{ flex: 1 }} />
        <TextInput source="name.en" isRequired={required('name.en')} sx={{ flex: 1 }} />
      </Row>
      <Row>
        <NumberInput
          source="sla_hours"
          isRequired={required('sla_hours')}
          min={0}
          max={2000}
          helperText="resources.type-request.sla_hint"
          sx={{ width: { xs: '100%', sm: 300 } }}
        />
        <NumberInput
          source="sort_order"
          min={0}
          max={999}
          step={1}
          sx={{ width: { xs: '100%', sm: 140 } }}
        />
        <BooleanInput source="is_active" sx={{ mt: { sm: 1.5 } }} />
      </Row>
      <Box sx={{ width: '100%', containerType: 'inline-size' }}>
        <Box sx={editorSx}>
          <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
            <FieldsInput />
          </Box>
          <Box className="preview">
            <Section title="resources.type-request.preview_title" />
            <FormPreview />
          </Box>
        </Box>
      </Box>
    </SimpleForm>
  );
};
