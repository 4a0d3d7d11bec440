import { JUST_NOW, messageTimeText } from 'shared-domain';
import { VisuallyHidden } from 'shared-ui';
import styled from 'styled-components';
import type { ChatMessage } from '../api/chatApi';

const Row = styled.li<{ $own: boolean }>`
  display: flex;
  justify-content: ${({ $own }) => ($own ? 'flex-end' : 'flex-start')};
`;

/** SPEC §9: a bubble is at most 65 % of the conversation's width. */
const Bubble = styled.div<{ $own: boolean; $pending: boolean }>`
  max-width: 65%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  border-bottom-right-radius: ${({ theme, $own }) => ($own ? theme.radii.sm : theme.radii.lg)};
  border-bottom-left-radius: ${({ theme, $own }) => ($own ? theme.radii.lg : theme.radii.sm)};
  background: ${({ theme, $own }) => ($own ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $own }) => ($own ? theme.colors.onPrimary : theme.colors.text)};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  opacity: ${({ $pending }) => ($pending ? 0.7 : 1)};
`;

const Content = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: break-word;
`;

const Author = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  opacity: 0.9;
`;

const Time = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  opacity: 0.85;
  text-align: right;
`;

export interface MessageBubbleProps {
  message: ChatMessage;
  own: boolean;
  now: Date;
  /** The day's separator label, said with the time to a screen reader ('Yesterday, 18:04'). */
  day?: string;
  /** For the organisation's members: which of them wrote it ('You', or their name). */
  author?: string;
}

/** One message; its time of day (SPEC's 'Just now' in its first minute) under it. */
export function MessageBubble({ message, own, now, day, author }: MessageBubbleProps) {
  const time = messageTimeText(message.created_at, now);
  return (
    <Row $own={own} data-own={own}>
      <Bubble $own={own} $pending={message.pending === true}>
        {author !== undefined && <Author>{author}</Author>}
        <Content>{message.content}</Content>
        <Time>
          {day !== undefined && time !== JUST_NOW && <VisuallyHidden>{day}, </VisuallyHidden>}
          {time}
        </Time>
      </Bubble>
    </Row>
  );
}
