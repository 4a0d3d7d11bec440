import { useSelector } from 'react-redux';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  CERTIFICATE_HEADING,
  CERTIFICATE_LOAD_FAILED,
  CERTIFICATE_NOT_FOUND,
  PRINT_CERTIFICATE,
  certificateStatement,
  formatCalendarDay,
  formatDate,
  hoursGivenText,
  parseTimestamp,
  paths,
  selectRole,
} from 'shared-domain';
import { BackButton, Button, CheckIcon, Loading, LoadError, Logo, PRODUCT_NAME } from 'shared-ui';
import { useCertificateQuery } from '../certificateApi';

const Screen = styled.main`
  display: grid;
  justify-items: center;
  align-content: start;
  min-height: 100dvh;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.background};

  @media print {
    padding: 0;
    background: none;
  }
`;

// The way back into the portal, above the paper and never printed (issue #44: there was none).
const Way = styled.nav`
  width: min(100%, 760px);
  margin-bottom: ${({ theme }) => theme.space.md};

  @media print {
    display: none;
  }
`;

const Paper = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  width: min(100%, 760px);
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 8px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;

  @media print {
    border-radius: 0;
    box-shadow: none;
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Statement = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.5;
`;

const Verified = styled.p`
  display: inline-flex;
  align-items: center;
  justify-self: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  text-align: left;

  caption {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-align: left;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  td:last-child,
  th:last-child {
    text-align: right;
  }
`;

const Small = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const PrintButton = styled(Button)`
  justify-self: center;

  @media print {
    display: none;
  }
`;

/**
 * /certificate/:token (issue #21): a certificate of volunteering, checked against the database
 * each time it is opened, for the volunteer to print or save as PDF and for an organisation or an
 * employer to verify from the link printed on it. No sign-in needed.
 */
export function CertificateScreen() {
  const { token = '' } = useParams();
  const { data, isLoading, isError, isFetching, refetch } = useCertificateQuery(token);
  const link = typeof window === 'undefined' ? '' : window.location.href;
  const role = useSelector(selectRole);
  // The volunteer came from their profile, where certificates are made; anyone else to the portal.
  const back =
    role === 'volunteer'
      ? { to: paths.volunteerProfile, label: 'Back to your profile' }
      : { to: paths.root, label: `Go to ${PRODUCT_NAME}` };

  return (
    <Screen>
      <Way aria-label={PRODUCT_NAME}>
        <BackButton to={back.to} label={back.label} />
      </Way>
      <Paper aria-labelledby="certificate-title">
        <Logo size={56} />
        <Title id="certificate-title">{CERTIFICATE_HEADING}</Title>
        {isLoading ? (
          <Loading />
        ) : isError ? (
          <LoadError
            message={CERTIFICATE_LOAD_FAILED}
            retrying={isFetching}
            onRetry={() => void refetch()}
          />
        ) : data === null || data === undefined ? (
          <Statement role="alert">{CERTIFICATE_NOT_FOUND}</Statement>
        ) : (
          <>
            <Verified>
              <CheckIcon size={18} />
              Verified by {PRODUCT_NAME}
            </Verified>
            <Statement>
              {certificateStatement(
                data.volunteer_name,
                hoursGivenText(Number(data.hours)),
                data.organisation_name,
                formatCalendarDay(data.from_date),
                formatCalendarDay(data.to_date),
              )}
            </Statement>
            <Table>
              <caption>
                {data.task_count} {data.task_count === 1 ? 'task' : 'tasks'}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Task</th>
                  <th scope="col">Hours</th>
                </tr>
              </thead>
              <tbody>
                {(data.tasks ?? []).map((task, index) => (
                  <tr key={`${task.date}-${index}`}>
                    <td>{formatCalendarDay(task.date)}</td>
                    <td>{task.title}</td>
                    <td>{Number(task.hours)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <Small>Issued {formatDate(parseTimestamp(data.issued_at))}.</Small>
            <Small>Check this certificate at {link}</Small>
            <PrintButton type="button" $variant="secondary" onClick={() => window.print()}>
              {PRINT_CERTIFICATE}
            </PrintButton>
          </>
        )}
      </Paper>
    </Screen>
  );
}
