import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PortalThemeProvider } from '../theme/PortalThemeProvider';
import { PhotoPicker } from './PhotoPicker';

function Harness({ onFile }: { onFile: (file: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <PortalThemeProvider>
      <PhotoPicker
        name="Jamie Rivers"
        file={file}
        onChange={(next) => {
          setFile(next);
          onFile(next);
        }}
      />
    </PortalThemeProvider>
  );
}

const urls = { created: [] as Blob[], revoked: [] as string[] };

beforeAll(() => {
  URL.createObjectURL = (blob: Blob) => {
    urls.created.push(blob);
    return `blob:preview-${urls.created.length}`;
  };
  URL.revokeObjectURL = (url: string) => {
    urls.revoked.push(url);
  };
});

test('without a photo the initials are shown and nothing can be removed', () => {
  render(<Harness onFile={() => undefined} />);
  expect(screen.getByRole('img', { name: 'Jamie Rivers' })).toHaveTextContent('JR');
  expect(screen.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
});

test('a chosen image is previewed and can be removed again', async () => {
  const onFile = jest.fn();
  render(<Harness onFile={onFile} />);
  const photo = new File(['png'], 'me.png', { type: 'image/png' });
  await userEvent.upload(screen.getByLabelText('Choose photo'), photo);
  expect(onFile).toHaveBeenLastCalledWith(photo);
  expect(screen.getByRole('img', { name: 'Jamie Rivers' })).toHaveAttribute(
    'src',
    expect.stringMatching(/^blob:preview-/),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
  expect(onFile).toHaveBeenLastCalledWith(null);
  expect(screen.getByRole('img', { name: 'Jamie Rivers' })).toHaveTextContent('JR');
  expect(urls.revoked.length).toBeGreaterThan(0);
});
