import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  CERTIFICATE_FAILED,
  CERTIFICATE_HEADING,
  CERTIFICATE_INTRO,
  CREATE_CERTIFICATE,
  LEDGER_KIND_LABELS,
  LOADING,
  MORE_RECORD_LOAD_FAILED,
  POINTS_HISTORY,
  RECORD_EMPTY,
  RECORD_HEADING,
  RECORD_LOAD_FAILED,
  SHOW_MORE_RECORD,
  YOUR_CERTIFICATES,
  formatCalendarDay,
  hoursGivenText,
  paths,
  pointsChangeText,
  type LedgerEntry,
} from 'shared-domain';
import {
  Button,
  DataTable,
  FormError,
  Loading,
  LoadError,
  PagedQueryEnd,
  ProfileStats,
  SelectField,
  TextField,
  type DataTableColumn,
} from 'shared-ui';
import { SectionHeading } from '../../../components/headings';
import {
  useCertifiableOrganisationsQuery,
  useCertificatesQuery,
  useIssueCertificateMutation,
  useLedgerInfiniteQuery,
  useVolunteerRecordQuery,
} from '../api/recordApi';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

// The profile's figure cards (shared-ui), spaced by the section like the rest of it.
const Totals = styled(ProfileStats)`
  margin: 0;
`;

const SubHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

// The organisation as wide as the two dates beside or below it. The button goes below, so it
// never runs out of its column (issue #44: it overflowed at 1280 px).
const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};

  & > :first-child {
    grid-column: span 2;
  }

  /* Too narrow for two columns (a 320 px phone): one. */
  @media (max-width: 22rem) {
    & > :first-child {
      grid-column: auto;
    }
  }
`;

const CreateButton = styled(Button)`
  justify-self: start;
`;

const Certificates = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;

const COLUMNS: readonly DataTableColumn<LedgerEntry>[] = [
  { header: 'Date', cell: (entry) => formatCalendarDay(entry.occurred_on), phone: 'detail' },
  {
    header: 'What',
    phone: 'title',
    cell: (entry) =>
      entry.kind === 'redemption' || entry.kind === 'brought_forward'
        ? `${LEDGER_KIND_LABELS[entry.kind]}: ${entry.description}`
        : `${entry.description}${entry.organisation ? `, ${entry.organisation.name}` : ''}`,
  },
  {
    header: 'Hours',
    cell: (entry) => (Number(entry.hours) > 0 ? hoursGivenText(Number(entry.hours)) : ''),
    align: 'end',
    phone: 'detail',
  },
  { header: 'Points', cell: (entry) => pointsChangeText(entry.points), align: 'end' },
];

const today = () => new Date().toISOString().slice(0, 10);

function CertificateForm() {
  const organisations = useCertifiableOrganisationsQuery();
  const certificates = useCertificatesQuery();
  const [issue, { isLoading }] = useIssueCertificateMutation();
  const navigate = useNavigate();
  const [organisationId, setOrganisationId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const choices = organisations.data ?? [];
  const chosen = choices.find((choice) => choice.id === organisationId) ?? choices[0];

  if (organisations.isError) {
    return (
      <LoadError
        message={RECORD_LOAD_FAILED}
        retrying={organisations.isFetching}
        onRetry={() => void organisations.refetch()}
      />
    );
  }
  if (chosen === undefined) return null;
  // By default the whole of the work with the organisation, up to today (or its last task's day).
  const fromValue = from === '' ? chosen.first : from;
  const toValue = to === '' ? (chosen.last > today() ? chosen.last : today()) : to;

  const create = async () => {
    setError(null);
    try {
      const token = await issue({
        organisationId: chosen.id,
        from: fromValue,
        to: toValue,
      }).unwrap();
      navigate(paths.certificate(token));
    } catch (failure) {
      const message = (failure as { message?: unknown }).message;
      setError(typeof message === 'string' && message !== '' ? message : CERTIFICATE_FAILED);
    }
  };

  return (
    <Section aria-labelledby="certificate-heading">
      <SubHeading id="certificate-heading">{CERTIFICATE_HEADING}</SubHeading>
      <Muted>{CERTIFICATE_INTRO}</Muted>
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <Fields>
          <SelectField
            label="Organisation"
            value={chosen.id}
            onChange={(event) => {
              setOrganisationId(event.target.value);
              setFrom('');
              setTo('');
            }}
          >
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
          </SelectField>
          <TextField
            label="From"
            type="date"
            value={fromValue}
            onChange={(event) => setFrom(event.target.value)}
          />
          <TextField
            label="To"
            type="date"
            value={toValue}
            onChange={(event) => setTo(event.target.value)}
          />
        </Fields>
        <CreateButton type="submit" disabled={isLoading}>
          {CREATE_CERTIFICATE}
        </CreateButton>
      </Form>
      <FormError>{error}</FormError>
      {(certificates.data ?? []).length > 0 && (
        <>
          <SubHeading as="h4">{YOUR_CERTIFICATES}</SubHeading>
          <Certificates>
            {(certificates.data ?? []).map((certificate) => (
              <li key={certificate.token}>
                <Link to={paths.certificate(certificate.token)}>
                  {certificate.organisation_name}, {formatCalendarDay(certificate.from_date)} to{' '}
                  {formatCalendarDay(certificate.to_date)}
                </Link>{' '}
                ({hoursGivenText(Number(certificate.hours))})
              </li>
            ))}
          </Certificates>
        </>
      )}
    </Section>
  );
}

/**
 * The volunteer's record (issue #21): hours given, tasks done and points earned and spent (the
 * ledger's sums), the ledger itself newest first, and certificates of volunteering.
 */
export function RecordSection() {
  const record = useVolunteerRecordQuery();
  const ledger = useLedgerInfiniteQuery();
  const entries = ledger.data?.pages.flatMap((page) => page.rows);

  return (
    <Section aria-labelledby="record-heading">
      <SectionHeading id="record-heading">{RECORD_HEADING}</SectionHeading>
      {record.isError ? (
        <LoadError
          message={RECORD_LOAD_FAILED}
          retrying={record.isFetching}
          onRetry={() => void record.refetch()}
        />
      ) : record.data === undefined ? (
        <Loading text={LOADING} />
      ) : (
        <Totals>
          <div>
            <dt>Hours given</dt>
            <dd>{record.data.hours}</dd>
          </div>
          <div>
            <dt>Tasks done</dt>
            <dd>{record.data.tasks}</dd>
          </div>
          <div>
            <dt>Points earned</dt>
            <dd>{record.data.points_earned}</dd>
          </div>
          <div>
            <dt>Points spent</dt>
            <dd>{record.data.points_spent}</dd>
          </div>
        </Totals>
      )}
      {record.data?.tasks === 0 && <Muted>{RECORD_EMPTY}</Muted>}
      {ledger.isError && entries === undefined ? (
        <LoadError
          message={RECORD_LOAD_FAILED}
          retrying={ledger.isFetching}
          onRetry={() => void ledger.refetch()}
        />
      ) : entries !== undefined && entries.length > 0 ? (
        <>
          <SubHeading>{POINTS_HISTORY}</SubHeading>
          <DataTable
            caption={POINTS_HISTORY}
            columns={COLUMNS}
            rows={entries}
            rowKey={(entry) => entry.id}
          />
          <PagedQueryEnd
            pages={ledger}
            label={SHOW_MORE_RECORD}
            failedMessage={MORE_RECORD_LOAD_FAILED}
          />
        </>
      ) : null}
      {record.data !== undefined && record.data.tasks > 0 && <CertificateForm />}
    </Section>
  );
}
