import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import {
  PUSH_PROMPT_ACCEPT,
  PUSH_PROMPT_DECLINE,
  PUSH_PROMPT_TEXT,
  PUSH_PROMPT_TITLE,
  pushPromptClosed,
  type PushPromptMoment,
} from 'shared-domain';
import { Button, ChatIcon } from 'shared-ui';
import styled from 'styled-components';
import { turnOnPush } from './startPushRegistration';

/** Set once the user says "Not now", so the portal does not ask again in this browser. */
export const PUSH_PROMPT_DECLINED_KEY = 'portal:push-prompt-declined';

// In the flow below the screen's content (issue #44): in the flow at the top it pushed the result
// of Apply down ~290 px; fixed over the bottom it covered the buttons of the next screen.
const Sheet = styled.section`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  max-width: 40rem;
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};

  > svg {
    color: ${({ theme }) => theme.colors.primary};
  }

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    grid-column: 1 / -1;
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

function canAsk(): boolean {
  return (
    'Notification' in window &&
    Notification.permission === 'default' &&
    localStorage.getItem(PUSH_PROMPT_DECLINED_KEY) === null
  );
}

/**
 * The portal's own explanation of push (issue #19), offered after a first application or a first
 * task: the browser's question comes only after "Turn on notifications", and "Not now" is
 * remembered. Not shown where the browser was already asked or cannot notify.
 */
export function PushPrompt({ moment }: { moment: PushPromptMoment }) {
  const dispatch = useDispatch();
  const [asking, setAsking] = useState(false);
  const [shown] = useState(canAsk);

  useEffect(() => {
    if (!shown) dispatch(pushPromptClosed());
  }, [shown, dispatch]);

  if (!shown) return null;

  const close = () => dispatch(pushPromptClosed());
  return (
    <Sheet aria-labelledby="push-prompt-title">
      <ChatIcon size={28} />
      <h2 id="push-prompt-title">{PUSH_PROMPT_TITLE}</h2>
      <p>{PUSH_PROMPT_TEXT[moment]}</p>
      <Actions>
        <Button
          type="button"
          $variant="ghost"
          onClick={() => {
            localStorage.setItem(PUSH_PROMPT_DECLINED_KEY, new Date().toISOString());
            close();
          }}
        >
          {PUSH_PROMPT_DECLINE}
        </Button>
        <Button
          type="button"
          disabled={asking}
          onClick={() => {
            setAsking(true);
            turnOnPush()
              .catch((error: unknown) => console.error(error))
              .finally(close);
          }}
        >
          {PUSH_PROMPT_ACCEPT}
        </Button>
      </Actions>
    </Sheet>
  );
}
