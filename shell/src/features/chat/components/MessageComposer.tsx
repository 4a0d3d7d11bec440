import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { hasMessageText } from 'shared-domain';
import { Button } from 'shared-ui';
import styled from 'styled-components';

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Input = styled.textarea`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  max-height: 140px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  font: inherit;
  resize: none;
`;

export interface MessageComposerProps {
  placeholder: string;
  /** Receives the text as typed; the caller decides whether it may be sent. */
  onSend: (text: string) => void;
}

/** The text box of the chat screen: Send or Enter sends, Shift+Enter starts a new line. */
export function MessageComposer({ placeholder, onSend }: MessageComposerProps) {
  const [text, setText] = useState('');

  const send = () => {
    if (!hasMessageText(text)) return;
    onSend(text);
    setText('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <Form onSubmit={onSubmit}>
      <Input
        aria-label="Message"
        rows={1}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button type="submit">Send</Button>
    </Form>
  );
}
