import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SignInWays } from './sign-in-way';

const ways = () => <SignInWays render={(way) => <p>form for {way}</p>} />;

describe('SignInWays', () => {
  it('shows email first; the way chosen holds when the ways mount again (another page, or the same page anew)', async () => {
    const first = render(ways());
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    expect(screen.getByText('form for email')).toBeInTheDocument();

    await userEvent.click(screen.getByText('Mobile number'));
    expect(screen.getByRole('radio', { name: 'Mobile number' })).toBeChecked();
    expect(screen.getByText('form for phone')).toBeInTheDocument();

    first.unmount();
    render(ways());
    expect(screen.getByRole('radio', { name: 'Mobile number' })).toBeChecked();
    expect(screen.getByText('form for phone')).toBeInTheDocument();
  });

  it('shows the chosen way on every page with these ways at once', async () => {
    render(
      <>
        {ways()}
        {ways()}
      </>,
    );
    await userEvent.click(screen.getAllByText('Email')[0]!);
    expect(screen.getAllByText('form for email')).toHaveLength(2);
    await userEvent.click(screen.getAllByText('Mobile number')[1]!);
    expect(screen.getAllByText('form for phone')).toHaveLength(2);
  });
});
