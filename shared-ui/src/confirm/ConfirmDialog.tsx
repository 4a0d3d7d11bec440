import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { SheetBackdrop, SheetPanel } from '../layout/Sheet';
import { Button } from '../primitives/Button';
import { handleModalKeys } from './focusable';

export interface ConfirmDialogProps {
  open: boolean;
  /** Heading; when absent the message itself names the dialog. */
  title?: string;
  /** The question, e.g. 'Are you sure you want to delete this task?'. Line breaks are kept. */
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Colours the confirm button as a destructive action (delete, log out). */
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const Backdrop = SheetBackdrop;
const Panel = SheetPanel;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Message = styled.div<{ $asTitle: boolean }>`
  margin-bottom: ${({ theme }) => theme.space.xl};
  white-space: pre-line;
  font-size: ${({ theme, $asTitle }) => ($asTitle ? theme.fontSizes.lg : theme.fontSizes.md)};
  font-weight: ${({ theme, $asTitle }) =>
    $asTitle ? theme.fontWeights.medium : theme.fontWeights.regular};
`;

// On a phone's sheet the two choices stack, the main one last, nearest the thumb; side by side beyond.
const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  @media (min-width: ${({ theme }) => theme.breakpoints.medium}) {
    flex-direction: row;
    flex-wrap: wrap;
    justify-content: flex-end;
  }
`;

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  destructive = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const previouslyFocused =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Cancel takes first focus so a stray Enter never deletes or logs out.
    cancelRef.current?.focus();
    return () => previouslyFocused?.focus();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) =>
    handleModalKeys(event, panelRef.current, onCancel);

  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCancel();
      }}
    >
      <Panel
        ref={panelRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={title === undefined ? messageId : titleId}
        aria-describedby={title === undefined ? undefined : messageId}
        onKeyDown={onKeyDown}
      >
        {title !== undefined && <Title id={titleId}>{title}</Title>}
        <Message id={messageId} $asTitle={title === undefined}>
          {message}
        </Message>
        <Actions>
          <Button ref={cancelRef} type="button" $variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button type="button" $variant={destructive ? 'danger' : 'primary'} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Actions>
      </Panel>
    </Backdrop>,
    document.body,
  );
}
