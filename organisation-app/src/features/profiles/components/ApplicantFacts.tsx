import {
  APPLICANT_FACTS_HEADING,
  APPLICANT_FACTS_LOAD_FAILED,
  hoursGivenText,
  reliabilityText,
  splitInterests,
  wwccText,
  type PublicProfile,
} from 'shared-domain';
import { LoadError, SkeletonLine } from 'shared-ui';
import styled from 'styled-components';
import { profilesApi } from '../api/profilesApi';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/**
 * What an organisation weighs before Approve (issue #44): the Working with Children Check, the
 * volunteer's interests, the hours they have given and tasks done (their ledger), and how reliable
 * they have been. The record is there for the organisations they applied to; for anyone else the
 * public facts alone show.
 */
export function ApplicantFacts({ volunteer }: { volunteer: PublicProfile }) {
  const record = profilesApi.useApplicantFactsQuery(volunteer.id);
  // Not an applicant of this organisation: their record is not its to see.
  const notTheirs = record.isError && record.error?.code === '42501';
  const interests = splitInterests(volunteer.interests);
  return (
    <Section aria-labelledby="applicant-facts-heading">
      <h2 id="applicant-facts-heading">{APPLICANT_FACTS_HEADING}</h2>
      <Facts>
        <dt>Working with Children Check</dt>
        <dd>{wwccText(volunteer.wwcc)}</dd>
        <dt>Interests</dt>
        <dd>{interests.length === 0 ? 'None given' : interests.join(', ')}</dd>
        {!record.isError && (
          <>
            <dt>Hours given</dt>
            <dd>
              {record.data === undefined ? (
                <SkeletonLine $width="4em" />
              ) : (
                hoursGivenText(record.data.hours)
              )}
            </dd>
            <dt>Tasks done</dt>
            <dd>
              {record.data === undefined ? <SkeletonLine $width="2em" /> : record.data.tasksDone}
            </dd>
            <dt>Reliability</dt>
            <dd>
              {record.data === undefined ? (
                <SkeletonLine $width="12em" />
              ) : (
                reliabilityText(record.data.saidCantCome, record.data.completed)
              )}
            </dd>
          </>
        )}
      </Facts>
      {record.isError && !notTheirs && (
        <LoadError
          message={APPLICANT_FACTS_LOAD_FAILED}
          retrying={record.isFetching}
          onRetry={() => void record.refetch()}
        />
      )}
    </Section>
  );
}
