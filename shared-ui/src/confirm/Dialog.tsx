import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { SheetBackdrop, SheetPanel } from '../layout/Sheet';
import { Button } from '../primitives/Button';
import { handleModalKeys } from './focusable';

const Title = styled.h2`
  margin-top: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
`;

export interface DialogProps {
  /** Names the dialog. */
  title: string;
  children: ReactNode;
  /** The one way out: 'Done' unless told. */
  closeLabel?: string;
  onClose: () => void;
  /**
   * Where focus goes back to on closing: the control that led here, when it was busy (disabled)
   * as the dialog opened; the element focused at opening otherwise.
   */
  returnFocus?: HTMLElement | null;
}

/**
 * A modal that shows something and closes (a voucher, a receipt): a sheet from the bottom on phones,
 * centred beyond, focus held inside while open and given back after; Escape and a click outside
 * close it. For a question with two answers use `useConfirm`.
 */
export function Dialog({
  title,
  children,
  closeLabel = 'Done',
  onClose,
  returnFocus,
}: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  const returnTo = useRef(returnFocus);
  useEffect(() => {
    const previouslyFocused =
      returnTo.current ??
      (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    closeRef.current?.focus();
    return () => previouslyFocused?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) =>
    handleModalKeys(event, panelRef.current, onClose);

  return createPortal(
    <SheetBackdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <SheetPanel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <Title id={titleId}>{title}</Title>
        {children}
        <Actions>
          <Button ref={closeRef} type="button" onClick={onClose}>
            {closeLabel}
          </Button>
        </Actions>
      </SheetPanel>
    </SheetBackdrop>,
    document.body,
  );
}
