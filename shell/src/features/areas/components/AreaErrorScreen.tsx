import { useLocation, useNavigate, useNavigation, useRouteError } from 'react-router-dom';
import { Button } from 'shared-ui';
import styled from 'styled-components';
import type { AreaDefinition } from '../../../config/areas';
import { RemoteIncompatibleError } from '../../../lib/federation/RemoteIncompatibleError';
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
  const incompatible = error instanceof RemoteIncompatibleError;
  const unavailable = error instanceof RemoteUnavailableError;
  if (!unavailable && !incompatible) console.error(error);
  const [title, detail] = incompatible
    ? [
        `${area.displayName} has been updated and needs the latest portal.`,
        'Retry to load the latest version of the page. The rest of the portal still works.',
      ]
    : unavailable
      ? [
          `${area.displayName} is unavailable right now.`,
          'Check your connection and try again. The rest of the portal still works.',
        ]
      : [
          `${area.displayName} ran into a problem.`,
          'Try again; if it keeps happening, come back a little later.',
        ];
  // An app built for a newer portal needs the newer portal: only loading the page again brings it.
  const retry = incompatible
    ? () => window.location.reload()
    : () => navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });

  return (
    <AreaShell area={area}>
      <Panel role="alert">
        <Title>{title}</Title>
        <Detail>{detail}</Detail>
        <Button type="button" disabled={retrying} onClick={retry}>
          {retrying ? 'Retrying…' : 'Retry'}
        </Button>
      </Panel>
    </AreaShell>
  );
}
