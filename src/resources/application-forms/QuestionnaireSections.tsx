import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  FunctionField,
  Labeled,
  SelectField,
  TextField,
  UrlField,
  useTranslate,
} from 'react-admin';
import { FilesField } from '../../admin/common/FilesField';
import { LocalNumberField } from '../../admin/common/LocalNumberField';
import { PhoneField } from '../../admin/common/PhoneField';
import type { Questionnaire } from '../../domain/questionnaire';
import { categoryChoices } from '../renters/renterChoices';
import { segmentChoices, storeFormatChoices } from './questionnaireChoices';

/** A titled group of the questionnaire, as the public form groups its questions. */
const Section = ({
  title,
  columns = 3,
  children,
}: {
  title: string;
  columns?: 2 | 3;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
        {translate(`resources.application-forms.sections.${title}`)}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: `repeat(${columns}, 1fr)` },
          columnGap: 3,
          rowGap: 1,
        }}
      >
        {children}
      </Box>
    </Box>
  );
};

/** A text answer; a `wide` one (a comment) takes the whole row. */
const Text = ({ source, wide = false }: { source: keyof Questionnaire; wide?: boolean }) => (
  <Labeled sx={wide ? { gridColumn: '1 / -1' } : undefined}>
    <TextField source={source} emptyText="—" sx={{ whiteSpace: 'pre-line' }} />
  </Labeled>
);

/** A phone as people write it (`+7 701 123 45 67`), a `tel:` link. */
const Phone = ({ source }: { source: keyof Questionnaire }) => (
  <Labeled>
    <PhoneField source={source} emptyText="—" />
  </Labeled>
);

/** A number; an amount of money in tenge (`25 000 ₸`). */
const Num = ({ source, tenge = false }: { source: keyof Questionnaire; tenge?: boolean }) => (
  <Labeled>
    <LocalNumberField source={source} unit={tenge ? 'tenge' : undefined} emptyText="—" />
  </Labeled>
);

const Url = ({ source }: { source: keyof Questionnaire }) => (
  <Labeled>
    <UrlField
      source={source}
      emptyText="—"
      target="_blank"
      rel="noopener noreferrer"
      style={{ wordBreak: 'break-all' }}
    />
  </Labeled>
);

const YesNo = ({ source }: { source: 'water_supply' | 'indoor_supply' }) => {
  const translate = useTranslate();
  return (
    <Labeled>
      <FunctionField<Questionnaire>
        source={source}
        render={(r) =>
          r[source] === null ? '—' : translate(`enums.yes_no.${r[source] ? 'yes' : 'no'}`)
        }
      />
    </Labeled>
  );
};

const Files = ({ source }: { source: 'files_1' | 'files_2' }) => (
  <Labeled>
    <FilesField source={source} />
  </Labeled>
);

/** The whole questionnaire as the public form asks it: company, brand, premises, contacts. */
export const QuestionnaireSections = (_props: { label: false }) => (
  <Box sx={{ width: '100%' }}>
    <Section title="company">
      <Text source="company_name" />
      <Text source="bin_iin" />
      <Text source="director_full_name" />
      <Text source="legal_address" />
      <Text source="bank" />
      <Text source="bik" />
      <Text source="iik" />
    </Section>
    <Section title="brand">
      <Text source="brand_name" />
      <Labeled>
        <SelectField source="category" choices={categoryChoices} />
      </Labeled>
      <Text source="brand_country" />
      <Num source="years_in_business" />
      <Labeled>
        <SelectField source="segment" choices={segmentChoices} emptyText="—" />
      </Labeled>
      <Num source="stores_count" />
      <Url source="media_link" />
      <Num source="average_check" tenge />
      <Num source="turnover_per_sqm" tenge />
    </Section>
    <Section title="premises">
      <Num source="area_min" />
      <Num source="area_max" />
      <Num source="turnover_tenge" tenge />
      <Num source="power_min_kw" />
      <Num source="power_max_kw" />
      <Text source="floor" />
      <Labeled>
        <SelectField source="store_format" choices={storeFormatChoices} emptyText="—" />
      </Labeled>
      <YesNo source="water_supply" />
      <YesNo source="indoor_supply" />
    </Section>
    <Section title="contacts">
      <Text source="contact_full_name" />
      <Phone source="phone" />
      <Phone source="work_phone" />
      <Text source="email" />
      <Text source="comment" wide />
      <Text source="additional_info" wide />
    </Section>
    <Section title="materials" columns={2}>
      <Url source="file_link_1" />
      <Url source="file_link_2" />
      <Files source="files_1" />
      <Files source="files_2" />
    </Section>
  </Box>
);
