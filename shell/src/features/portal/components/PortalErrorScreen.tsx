import { useRouteError } from 'react-router-dom';
import { Button, Logo } from 'shared-ui';
import styled from 'styled-components';

const Screen = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  min-height: 100vh;
  min-height: 100dvh;
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
`;

/** The last line of defence for an error outside any area: reloading starts the portal afresh. */
export function PortalErrorScreen() {
  console.error(useRouteError());
  return (
    <Screen role="alert">
      <Logo size={56} />
      <h1>Something went wrong.</h1>
      <Button type="button" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Screen>
  );
}
