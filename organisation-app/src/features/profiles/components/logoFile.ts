import type { LogoFile } from '../api/profilesApi';

/** The chosen file of a file input, in the shape the upload takes. */
export function logoFileOf(input: HTMLInputElement): LogoFile | null {
  const file = input.files?.[0];
  return file === undefined ? null : { body: file, name: file.name, type: file.type };
}
