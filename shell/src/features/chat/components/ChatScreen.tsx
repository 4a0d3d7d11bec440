import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import {
  CHAT_NOT_FOUND,
  ACTIVE_NOW,
  EARLIER_MESSAGES_LOAD_FAILED,
  FORMER_MEMBER,
  groupByDay,
  LOADING,
  MESSAGES_LOAD_FAILED,
  NO_MESSAGES,
  firstName,
  messagePlaceholder,
  paths,
  prepareChatMessage,
  selectRole,
  selectActingUserId,
  selectSessionUserId,
  selectTeam,
  SHOW_EARLIER_MESSAGES,
  YOU,
} from 'shared-domain';
import { Avatar, BackButton, EmptyState, Loading, LoadError, PagedListEnd } from 'shared-ui';
import styled from 'styled-components';
import {
  useChatHeader,
  useChatMessages,
  useEarlierMessages,
  useMessageAuthors,
  useSendChatMessage,
  type ChatPartner,
} from '../api/chatApi';
import { MessageBubble } from './MessageBubble';
import { MessageComposer } from './MessageComposer';
import { useNow } from './useNow';

const RELATIVE_TIME_REFRESH_MS = 30_000;

// Inside the area's frame, whose <main> it fills (AreaLayout's conversation).
const Frame = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  height: 100vh;
  height: 100dvh;
  margin: 0 auto;
  background: ${({ theme }) => theme.colors.background};
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.topBarHeight};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md} ${theme.space.xs} ${theme.space.xs}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Who = styled.div`
  display: grid;
  min-width: 0;
`;

const Name = styled.h1`
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Status = styled.p`
  display: flex;
  min-width: 0;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
`;

const Presence = styled.span`
  color: ${({ theme }) => theme.colors.success};
`;

/* What the chat is about, opening the task: cut short on a phone rather than wrapping. */
const TaskLink = styled(Link)`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  text-overflow: ellipsis;
`;

/* A day's separator: the day once, centred between rules. */
const DaySeparator = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.sm} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Conversation = styled.ol`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  overflow-y: auto;
  list-style: none;
`;

const Earlier = styled.li`
  & > * {
    margin-top: 0;
  }
`;

const Body = styled.div`
  flex: 1;
  padding: ${({ theme }) => theme.space.lg};
`;

let temporaryCount = 0;
const nextTemporaryId = () => `temporary-${Date.now()}-${(temporaryCount += 1)}`;

function backPath(role: string | null): string {
  return role === 'organisation' ? paths.organisationMessages : paths.volunteerMessages;
}

interface ConversationViewProps {
  chatId: string;
  viewerId: string;
  partner: ChatPartner;
}

/** 'You', the member's name, or nothing: who of the organisation's team wrote a message. */
function authorLabel(
  authors: Record<string, { id: string; name: string } | null> | undefined,
  messageId: string,
  self: string | null,
): string | undefined {
  const author = authors?.[messageId];
  if (author === undefined) return undefined;
  if (author === null) return FORMER_MEMBER;
  return author.id === self ? YOU : author.name;
}

function ConversationView({ chatId, viewerId, partner }: ConversationViewProps) {
  const now = useNow(RELATIVE_TIME_REFRESH_MS);
  const self = useSelector(selectSessionUserId);
  const team = useSelector(selectTeam);
  const { data, isUninitialized, isLoading, isFetching, error, refetch } = useChatMessages(chatId);
  const authors = useMessageAuthors(chatId, team === null);
  const [readEarlier, earlierRead] = useEarlierMessages();
  const sendChatMessage = useSendChatMessage();
  const endRef = useRef<HTMLLIElement>(null);
  const partnerFirstName = firstName(partner.name);
  const messages = data?.messages ?? [];
  const newestId = messages.at(-1)?.id;

  useEffect(() => {
    if (error !== undefined) console.error('Messages could not be loaded', error);
  }, [error]);

  useEffect(() => {
    if (earlierRead.error !== undefined) {
      console.error('Earlier messages could not be loaded', earlierRead.error);
    }
  }, [earlierRead.error]);

  // The newest message comes into view; earlier pages put above it leave the view where it is.
  useEffect(() => {
    endRef.current?.scrollIntoView({ behavior: 'smooth', block: 'end' });
  }, [newestId]);

  // A message the organisation sent that the members' map does not name yet: read it again.
  const newest = messages.at(-1);
  const refetchAuthors = authors.refetch;
  const authorsKnown = authors.data !== undefined;
  useEffect(() => {
    if (team === null || !authorsKnown || newest === undefined || newest.pending === true) return;
    if (newest.sender_id === viewerId) void refetchAuthors();
  }, [team, authorsKnown, newest, viewerId, refetchAuthors]);

  const showEarlier = () => {
    if (data?.earlier) void readEarlier({ chatId, before: data.earlier });
  };

  const send = (text: string) => {
    const prepared = prepareChatMessage(text, viewerId);
    if (prepared === null) return;
    sendChatMessage({
      chatId,
      senderId: prepared.senderId,
      content: prepared.content,
      temporaryId: nextTemporaryId(),
    });
  };

  return (
    <>
      {isUninitialized || isLoading ? (
        <Body>
          <Loading />
        </Body>
      ) : data === undefined ? (
        <Body>
          <LoadError
            message={MESSAGES_LOAD_FAILED}
            retrying={isFetching}
            onRetry={() => void refetch()}
          />
        </Body>
      ) : messages.length === 0 ? (
        <Body>
          <EmptyState text={NO_MESSAGES} />
        </Body>
      ) : (
        <Conversation aria-label={`Conversation with ${partnerFirstName}`} aria-live="polite">
          {(data.earlier !== null || earlierRead.isError) && (
            <Earlier>
              <PagedListEnd
                hasMore={data.earlier !== null}
                loadingMore={earlierRead.isLoading}
                failed={earlierRead.isError}
                label={SHOW_EARLIER_MESSAGES}
                failedMessage={EARLIER_MESSAGES_LOAD_FAILED}
                onMore={showEarlier}
              />
            </Earlier>
          )}
          {groupByDay(messages, now).map((day) => [
            <DaySeparator key={`day-${day.day}`} aria-hidden="true">
              {day.label}
            </DaySeparator>,
            ...day.items.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                own={message.sender_id === viewerId}
                now={now}
                day={day.label}
                author={
                  message.sender_id === viewerId
                    ? authorLabel(authors.data, message.id, self)
                    : undefined
                }
              />
            )),
          ])}
          <li ref={endRef} aria-hidden="true" />
        </Conversation>
      )}
      <MessageComposer placeholder={messagePlaceholder(partnerFirstName)} onSend={send} />
    </>
  );
}

/** SPEC §2 /chat/{chatId}: one conversation between an organisation and a volunteer, live. */
export function ChatScreen() {
  const { chatId = '' } = useParams();
  const viewerId = useSelector(selectActingUserId);
  const role = useSelector(selectRole);
  const { data: header, isUninitialized, isLoading, error } = useChatHeader(chatId, viewerId);

  useEffect(() => {
    if (error !== undefined) console.error('Chat could not be loaded', error);
  }, [error]);

  if (viewerId === null || isUninitialized || isLoading) {
    return (
      <Frame>
        <Loading text={LOADING} />
      </Frame>
    );
  }

  return (
    <Frame>
      <Header>
        <BackButton to={backPath(role)} />
        {header !== undefined && header !== null && (
          <>
            <Avatar src={header.partner.photoUrl} name={header.partner.name} size={40} />
            <Who>
              <Name>{firstName(header.partner.name)}</Name>
              <Status>
                <Presence>{ACTIVE_NOW}</Presence>
                {header.task !== null && (
                  <>
                    <span aria-hidden="true">·</span>
                    <TaskLink
                      to={
                        role === 'organisation'
                          ? paths.organisationTask(header.task.id)
                          : paths.volunteerTask(header.task.id)
                      }
                      aria-label={`About ${header.task.title}`}
                    >
                      {header.task.title}
                    </TaskLink>
                  </>
                )}
              </Status>
            </Who>
          </>
        )}
      </Header>
      {header === undefined || header === null ? (
        <Body>
          <EmptyState text={CHAT_NOT_FOUND} />
        </Body>
      ) : (
        <ConversationView chatId={header.chatId} viewerId={viewerId} partner={header.partner} />
      )}
    </Frame>
  );
}
