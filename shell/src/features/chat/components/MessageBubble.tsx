import { relativeTime } from 'shared-domain';
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
}

export function MessageBubble({ message, own, now }: MessageBubbleProps) {
  return (
    <Row $own={own} data-own={own}>
      <Bubble $own={own} $pending={message.pending === true}>
        <Content>{message.content}</Content>
        <Time>{relativeTime(message.created_at, now)}</Time>
      </Bubble>
    </Row>
  );
}
