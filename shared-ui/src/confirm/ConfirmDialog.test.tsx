import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/renderWithTheme';
import { useConfirm } from './useConfirm';

function DeleteTask({ onResult }: { onResult: (confirmed: boolean) => void }) {
  const confirm = useConfirm();
  return (
    <button
      type="button"
      onClick={async () => {
        onResult(
          await confirm('Are you sure you want to delete this task?', {
            confirmLabel: 'Delete',
            destructive: true,
          }),
        );
      }}
    >
      Delete
    </button>
  );
}

function setup() {
  const onResult = jest.fn();
  renderWithTheme(<DeleteTask onResult={onResult} />);
  return { onResult, user: userEvent.setup() };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  return screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this task?' });
}

describe('useConfirm and ConfirmDialog', () => {
  it('resolves true when the user confirms', async () => {
    const { onResult, user } = setup();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onResult).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('resolves false when the user cancels', async () => {
    const { onResult, user } = setup();
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onResult).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('cancels on Escape and gives focus back to the button that opened it', async () => {
    const { onResult, user } = setup();
    await openDialog(user);
    await user.keyboard('{Escape}');
    expect(onResult).toHaveBeenCalledWith(false);
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('starts on Cancel and keeps Tab focus inside the dialog', async () => {
    const { user } = setup();
    const dialog = await openDialog(user);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toHaveTextContent('Delete');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(document.activeElement).toHaveTextContent('Delete');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });
});
