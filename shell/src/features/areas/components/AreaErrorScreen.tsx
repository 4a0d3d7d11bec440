import { useLocation, useNavigate, useNavigation, useRouteError } from 'react-router-dom';
import { Button } from 'shared-ui';
import styled from 'styled-components';
import type { AreaDefinition } from '../../../config/areas';
import { RemoteUnavailableError } from '../../../lib/federation/RemoteUnavailableError';
import { AreaShell } from './AreaShell';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.xxl} auto;
  padding: ${({ theme }) => theme.space.xl};
  max-width: 28rem;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Detail = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Shown inside the area's layout when its remote cannot be loaded or one of its screens throws:
 * the tabs, the shell's own screens and logout stay usable, and Retry navigates to the same place
 * again, which asks the loader afresh.
 */
export function AreaErrorScreen({ area }: { area: AreaDefinition }) {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const retrying = useNavigation().state === 'loading';
  const unavailable = error instanceof RemoteUnavailableError;
  if (!unavailable) console.error(error);

  return (
    <AreaShell area={area}>
      <Panel role="alert">
        <Title>
          {unavailable
            ? `${area.displayName} is unavailable right now.`
            : `${area.displayName} ran into a problem.`}
        </Title>
        <Detail>
          {unavailable
            ? 'Check your connection and try again. The rest of the portal still works.'
            : 'Try again; if it keeps happening, come back a little later.'}
        </Detail>
        <Button
          type="button"
          disabled={retrying}
          onClick={() =>
            navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true })
          }
        >
          {retrying ? 'Retrying…' : 'Retry'}
        </Button>
      </Panel>
    </AreaShell>
  );
}
