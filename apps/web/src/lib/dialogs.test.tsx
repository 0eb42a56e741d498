import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { alertDialog, confirmDelete, confirmDialog } from './dialogs';

/** A button that asks a question and writes the answer beside itself. */
function Asker({ ask }: { ask: () => Promise<boolean | void> }) {
  return (
    <>
      <button
        type="button"
        onClick={() => {
          void ask().then((a) => {
            document.getElementById('answer')!.textContent = String(a);
          });
        }}
      >
        Ask
      </button>
      <output id="answer" />
    </>
  );
}

const answer = () => document.getElementById('answer')!;
const gone = () => waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

describe('dialogs', () => {
  it("asks the delete question with the product's words, focus on 'No, keep it'; Escape answers no and focus returns", async () => {
    render(<Asker ask={confirmDelete} />);
    const ask = screen.getByRole('button', { name: 'Ask' });
    await userEvent.click(ask);
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(dialog).toHaveAccessibleDescription("You won't be able to revert this!");
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'No, keep it' })).toHaveFocus());
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await gone();
    await waitFor(() => expect(answer()).toHaveTextContent('false'));
    await waitFor(() => expect(ask).toHaveFocus());
  });

  it('answers yes with the confirming button', async () => {
    render(
      <Asker
        ask={() =>
          confirmDialog({
            title: 'Make Rina an admin?',
            text: 'Admins can change roles.',
            confirm: 'Yes',
            cancel: 'Cancel',
          })
        }
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Make Rina an admin?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await gone();
    await waitFor(() => expect(answer()).toHaveTextContent('true'));
  });

  it("shows a notice with the default 'OK', and the next one only after it closes", async () => {
    render(
      <Asker
        ask={async () => {
          void alertDialog('success', 'Deleted!', 'Your item has been deleted.');
          await alertDialog('error', 'Error!');
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    const first = await screen.findByRole('alertdialog', { name: 'Deleted!' });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await waitFor(() => expect(within(first).getByRole('button', { name: 'OK' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const second = await screen.findByRole('alertdialog', { name: 'Error!' });
    await userEvent.click(within(second).getByRole('button', { name: 'OK' }));
    await gone();
    await waitFor(() => expect(answer()).toHaveTextContent('undefined'));
  });
});
