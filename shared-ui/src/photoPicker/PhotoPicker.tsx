import { useEffect, useId, useMemo } from 'react';
import styled from 'styled-components';
import { Avatar } from '../avatar/Avatar';
import { Button } from '../primitives/Button';

/** The formats the photo buckets accept (no SVG, which could carry script). */
const ACCEPTED_TYPES = 'image/png,image/jpeg,image/gif,image/webp,image/avif';

export interface PhotoPickerProps {
  /** The person's name: the preview's alternative text and initials when there is no photo. */
  name: string;
  /** The photo already stored, shown until another file is chosen. */
  currentUrl?: string | null;
  /** The chosen file, previewed in place of the current photo. */
  file: File | null;
  onChange: (file: File | null) => void;
  label?: string;
  /** The remove button's text, e.g. 'Remove logo'. */
  removeLabel?: string;
  /** A person's photo is round; an organisation's logo square. */
  shape?: 'round' | 'square';
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const ChooseLabel = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.minTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  border: 0;
`;

/** A profile photo input with a live preview of the chosen file and a way to remove it again. */
export function PhotoPicker({
  name,
  currentUrl = null,
  file,
  onChange,
  label = 'Choose photo',
  removeLabel = 'Remove photo',
  shape = 'round',
}: PhotoPickerProps) {
  const inputId = useId();
  const previewUrl = useMemo(
    () =>
      file !== null && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null,
    [file],
  );

  useEffect(
    () => () => {
      if (previewUrl !== null) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  return (
    <Row>
      <Avatar src={previewUrl ?? currentUrl} name={name} size={96} shape={shape} />
      <Actions>
        <ChooseLabel htmlFor={inputId}>
          {label}
          <FileInput
            id={inputId}
            type="file"
            accept={ACCEPTED_TYPES}
            onChange={(event) => {
              onChange(event.currentTarget.files?.[0] ?? null);
              event.currentTarget.value = '';
            }}
          />
        </ChooseLabel>
        {file !== null && (
          <Button type="button" $variant="ghost" onClick={() => onChange(null)}>
            {removeLabel}
          </Button>
        )}
      </Actions>
    </Row>
  );
}
